import type { BookingFiltersResponse, CustomerType } from '@portal/booking/contracts';
import { BookingFiltersResponseSchema } from '@portal/booking/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { takePrefetched, useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';
import { bookingFiltersCall } from './list-calls';

/** `GET /api/appointments/filters`: the clinics, specialties and practitioners to choose from. */
export function getBookingFilters(
  api: ApiClient,
  customerType: CustomerType,
  lang: Lang,
  signal?: AbortSignal,
): Promise<BookingFiltersResponse> {
  return api.request({ ...bookingFiltersCall(customerType, lang), schema: BookingFiltersResponseSchema, signal });
}

/** The reference data; the first load takes the answer asked for ahead (prefetchAppointmentList), when one is waiting. */
export function useBookingFilters(customerType: CustomerType): Remote<BookingFiltersResponse> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(
    `${lang}/${customerType}`,
    (signal) =>
      takePrefetched(bookingFiltersCall(customerType, lang), BookingFiltersResponseSchema) ?? getBookingFilters(api, customerType, lang, signal),
    'booking-filters',
  );
}
