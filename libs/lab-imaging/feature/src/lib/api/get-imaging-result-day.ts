import type { ImagingResultDay } from '@portal/lab-imaging/contracts';
import { ImagingResultDaySchema } from '@portal/lab-imaging/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { takePrefetched, useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';
import { imagingResultDayCall } from './result-day-calls';
import type { WithTemporaryError } from './temporary-error';
import { orTemporaryError } from './temporary-error';

/** `GET /api/imaging-results/{imagingDate}?lang`: 404 (ApiError 'not-found') when the patient has none that day. */
export function getImagingResultDay(api: ApiClient, imagingDate: string, lang: Lang, signal?: AbortSignal): Promise<ImagingResultDay> {
  return api.request({ ...imagingResultDayCall(imagingDate, lang), schema: ImagingResultDaySchema, signal });
}

/** The day's results; the first load takes the answer asked for ahead (prefetchImagingResultDay), when one is waiting. */
export function useImagingResultDay(imagingDate: string): Remote<WithTemporaryError<ImagingResultDay>> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(
    `${lang}/${imagingDate}`,
    (signal) =>
      orTemporaryError(takePrefetched(imagingResultDayCall(imagingDate, lang), ImagingResultDaySchema) ?? getImagingResultDay(api, imagingDate, lang, signal)),
    'imaging-result',
  );
}
