import type { OccupationalHealthMemoResponse } from '@portal/occupational-health/contracts';
import { OccupationalHealthMemoResponseSchema } from '@portal/occupational-health/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/occupational-health-memo?lang`: the memo, or that the person is not an occupational health customer. */
export function getOccupationalHealthMemo(api: ApiClient, lang: Lang, signal?: AbortSignal): Promise<OccupationalHealthMemoResponse> {
  return api.request({ method: 'GET', path: '/occupational-health-memo', query: { lang }, schema: OccupationalHealthMemoResponseSchema, signal });
}

export function useOccupationalHealthMemo(): Remote<OccupationalHealthMemoResponse> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(lang, (signal) => getOccupationalHealthMemo(api, lang, signal), 'occupational-health-memo');
}
