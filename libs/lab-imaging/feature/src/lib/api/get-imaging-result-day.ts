import type { ImagingResultDay } from '@portal/shared/contracts';
import { ImagingResultDaySchema } from '@portal/shared/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';
import type { WithTemporaryError } from './temporary-error';
import { orTemporaryError } from './temporary-error';

/** `GET /api/imaging-results/{imagingDate}?lang`: 404 (ApiError 'not-found') when the patient has none that day. */
export function getImagingResultDay(api: ApiClient, imagingDate: string, lang: Lang, signal?: AbortSignal): Promise<ImagingResultDay> {
  return api.request({
    method: 'GET',
    path: '/imaging-results/:imagingDate',
    params: { imagingDate },
    query: { lang },
    schema: ImagingResultDaySchema,
    signal,
  });
}

export function useImagingResultDay(imagingDate: string): Remote<WithTemporaryError<ImagingResultDay>> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(`${lang}/${imagingDate}`, (signal) => orTemporaryError(getImagingResultDay(api, imagingDate, lang, signal)), 'imaging-result');
}
