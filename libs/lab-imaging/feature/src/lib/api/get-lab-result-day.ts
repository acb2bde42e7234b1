import type { LabResultDay } from '@portal/shared/contracts';
import { LabResultDaySchema } from '@portal/shared/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/lab-results/{date}?lang`: 404 (ApiError 'not-found') when the patient has no results that day. */
export function getLabResultDay(api: ApiClient, date: string, lang: Lang, signal?: AbortSignal): Promise<LabResultDay> {
  return api.request({ method: 'GET', path: '/lab-results/:date', params: { date }, query: { lang }, schema: LabResultDaySchema, signal });
}

export function useLabResultDay(date: string): Remote<LabResultDay> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(`${lang}/${date}`, (signal) => getLabResultDay(api, date, lang, signal), 'lab-result');
}
