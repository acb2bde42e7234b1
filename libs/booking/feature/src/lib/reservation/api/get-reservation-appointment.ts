import type { ReservationAppointment } from '@portal/booking/contracts';
import { ReservationAppointmentSchema } from '@portal/booking/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/appointments/{id}?lang` (public): the time to reserve; 404 when there is none. */
export function getReservationAppointment(
  api: ApiClient,
  id: number,
  lang: Lang,
  signal?: AbortSignal,
): Promise<ReservationAppointment> {
  return api.request({
    method: 'GET',
    path: '/appointments/:id',
    params: { id },
    query: { lang },
    schema: ReservationAppointmentSchema,
    signal,
  });
}

export function useReservationAppointment(id: number): Remote<ReservationAppointment> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(`${lang}/${id}`, (signal) => getReservationAppointment(api, id, lang, signal), 'reservation-appointment');
}
