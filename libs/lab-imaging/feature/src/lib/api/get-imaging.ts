import type { ImagingOverview } from '@portal/lab-imaging/contracts';
import { ImagingOverviewSchema } from '@portal/lab-imaging/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';
import type { WithTemporaryError } from './temporary-error';
import { orTemporaryError } from './temporary-error';

/** `GET /api/imaging?lang`: the patient's imaging referrals and results. */
export function getImaging(api: ApiClient, lang: Lang, signal?: AbortSignal): Promise<ImagingOverview> {
  return api.request({ method: 'GET', path: '/imaging', query: { lang }, schema: ImagingOverviewSchema, signal });
}

export function useImaging(): Remote<WithTemporaryError<ImagingOverview>> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(lang, (signal) => orTemporaryError(getImaging(api, lang, signal)), 'imaging');
}
