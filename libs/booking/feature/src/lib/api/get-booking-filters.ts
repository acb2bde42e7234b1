import type { BookingFiltersResponse, CustomerType } from '@portal/shared/contracts';
import { BookingFiltersResponseSchema } from '@portal/shared/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import { useApiClient } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';
import type { Remote } from '@portal/shared/data-access';
import { useRemote } from '@portal/shared/data-access';

/** `GET /api/appointments/filters`: the clinics, specialties and practitioners to choose from. */
export function getBookingFilters(
  api: ApiClient,
  customerType: CustomerType,
  lang: Lang,
  signal?: AbortSignal,
): Promise<BookingFiltersResponse> {
  return api.request({
    method: 'GET',
    path: '/appointments/filters',
    query: { lang, customerType },
    schema: BookingFiltersResponseSchema,
    signal,
  });
}

export function useBookingFilters(customerType: CustomerType): Remote<BookingFiltersResponse> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(
    `${lang}/${customerType}`,
    (signal) => getBookingFilters(api, customerType, lang, signal),
    'booking-filters',
  );
}
