import type { AnonymousAppointment } from '@portal/appointments/contracts';
import { AnonymousAppointmentSchema } from '@portal/appointments/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/anon/appointments/{anonymousId}` (public): 404 when unknown. */
export function getAnonymousAppointment(
  api: ApiClient,
  anonymousId: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<AnonymousAppointment> {
  return api.request({
    method: 'GET',
    path: '/anon/appointments/:anonymousId',
    params: { anonymousId },
    query: { lang },
    schema: AnonymousAppointmentSchema,
    signal,
  });
}

export function useAnonymousAppointment(anonymousId: string): Remote<AnonymousAppointment> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(
    `${lang}/${anonymousId}`,
    (signal) => getAnonymousAppointment(api, anonymousId, lang, signal),
    'anonymous-appointment',
  );
}
