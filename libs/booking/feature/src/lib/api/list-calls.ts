import type { CustomerType } from '@portal/booking/contracts';
import type { ApiClient, PrefetchCall } from '@portal/shared/data-access';
import { prefetch } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import type { SearchRequest } from '../search/search-query';

// Kept apart from the hooks and the schemas: the first page's code imports these to ask for a
// booking list's data while the list's code loads (a visitor lands on the list from the clinic's
// site or a shared link); the rest comes with the page.

/** `GET /api/appointments/filters?lang&customerType`: the clinics, specialties and practitioners. */
export function bookingFiltersCall(customerType: CustomerType, lang: Lang): PrefetchCall {
  return { method: 'GET', path: '/appointments/filters', query: { lang, customerType } };
}

/** `GET /api/appointments`: one page of 20 bookable times from `offset`, soonest first. */
export function searchCall(request: SearchRequest, offset: number): PrefetchCall {
  return { method: 'GET', path: '/appointments', query: { ...request, offset } };
}

/** `GET /api/appointments/available-appointment-dates`: the days of the window with a free time. */
export function availableDatesCall(request: SearchRequest): PrefetchCall {
  return { method: 'GET', path: '/appointments/available-appointment-dates', query: { ...request } };
}

/**
 * The search of a private or insurance list whose address chooses no filter: the list's empty
 * filters (search-filters.ts), which need no reference data to make a request of. Written out
 * here so that the first page's code stays without the filter rules; list-calls.test.ts checks
 * that the page makes the same request.
 */
export function unfilteredSearch(customerType: CustomerType, lang: Lang): SearchRequest {
  return { clinicIds: [], specialtyIds: [], practitionerIds: [], timeOfDay: 'all', includeRemote: false, customerType, lang };
}

/**
 * Asks for a booking list's data while its code loads. The reference data always: the list's
 * search needs it (the chosen clinics with their linked and nearby ones), so without it the search
 * would wait for the list's code, then for this answer. When the address chooses no filter (no
 * query at all: the list as the clinic's site and the portal's own links open it), the first 20
 * times and the calendar's days too, whose request needs no reference data then. Each page takes
 * its answer when it first renders.
 */
export function prefetchAppointmentList(customerType: CustomerType) {
  return (api: ApiClient, lang: Lang, _session: unknown, _params: unknown, search: string): void => {
    prefetch(api, bookingFiltersCall(customerType, lang));
    if (search !== '') return;
    const request = unfilteredSearch(customerType, lang);
    prefetch(api, searchCall(request, 0));
    prefetch(api, availableDatesCall(request));
  };
}
