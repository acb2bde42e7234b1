import type { EarlierTimeState } from '@portal/booking/contracts';
import { EarlierTimeStateSchema } from '@portal/booking/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/**
 * `GET /api/appointments/{id}/earlier-time?lang`: the booking's request for an earlier time, the
 * time an offer holds for the patient and what the form may offer; 404 (ApiError 'not-found') for
 * a booking that is not the patient's upcoming one.
 */
export function getEarlierTime(api: ApiClient, id: number, lang: Lang, signal?: AbortSignal): Promise<EarlierTimeState> {
  return api.request({
    method: 'GET',
    path: '/appointments/:id/earlier-time',
    params: { id },
    query: { lang },
    schema: EarlierTimeStateSchema,
    signal,
  });
}

export function useEarlierTime(id: number): Remote<EarlierTimeState> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(`${lang}/${id}`, (signal) => getEarlierTime(api, id, lang, signal), 'earlier-time');
}
