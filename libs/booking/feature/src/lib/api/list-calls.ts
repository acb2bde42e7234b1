import type { CustomerType } from '@portal/shared/contracts';
import type { ApiClient, PrefetchCall } from '@portal/shared/data-access';
import { prefetch } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';

// Kept apart from the hooks and the schemas: the first page's code imports these to ask for a
// booking list's reference data while the list's code loads (a visitor lands on the list from
// the clinic's site or a shared link); the rest comes with the page.

/** `GET /api/appointments/filters?lang&customerType`: the clinics, specialties and practitioners. */
export function bookingFiltersCall(customerType: CustomerType, lang: Lang): PrefetchCall {
  return { method: 'GET', path: '/appointments/filters', query: { lang, customerType } };
}

/**
 * Asks for a booking list's reference data while its code loads. The list's search needs it
 * (the chosen clinics with their linked and nearby ones), so without it the search would wait
 * for the list's code, then for this answer; the page takes it when it first renders.
 */
export function prefetchAppointmentList(customerType: CustomerType) {
  return (api: ApiClient, lang: Lang): void => prefetch(api, bookingFiltersCall(customerType, lang));
}
