import type { LabResultDay } from '@portal/lab-imaging/contracts';
import { LabResultDaySchema } from '@portal/lab-imaging/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { takePrefetched, useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';
import { labResultDayCall } from './result-day-calls';

/** `GET /api/lab-results/{date}?lang`: 404 (ApiError 'not-found') when the patient has no results that day. */
export function getLabResultDay(api: ApiClient, date: string, lang: Lang, signal?: AbortSignal): Promise<LabResultDay> {
  return api.request({ ...labResultDayCall(date, lang), schema: LabResultDaySchema, signal });
}

/** The day's results; the first load takes the answer asked for ahead (prefetchLabResultDay), when one is waiting. */
export function useLabResultDay(date: string): Remote<LabResultDay> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(
    `${lang}/${date}`,
    (signal) => takePrefetched(labResultDayCall(date, lang), LabResultDaySchema) ?? getLabResultDay(api, date, lang, signal),
    'lab-result',
  );
}
