import type { LabTrend } from '@portal/lab-imaging/contracts';
import { LabTrendSchema } from '@portal/lab-imaging/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/lab-results/trend?code&lang`: the patient's numeric results of the test code, oldest first. */
export function getLabTrend(api: ApiClient, code: string, lang: Lang, signal?: AbortSignal): Promise<LabTrend> {
  return api.request({ method: 'GET', path: '/lab-results/trend', query: { code, lang }, schema: LabTrendSchema, signal });
}

export function useLabTrend(code: string): Remote<LabTrend> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(`${lang}/${code}`, (signal) => getLabTrend(api, code, lang, signal), 'lab-trend');
}
