import type { VisitsList } from '@portal/visits/contracts';
import { VisitsListSchema } from '@portal/visits/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/visits?lang&page`: one page (from 0) of 20, newest first, and the total. */
export function getVisits(api: ApiClient, lang: Lang, page: number, signal?: AbortSignal): Promise<VisitsList> {
  return api.request({ method: 'GET', path: '/visits', query: { lang, page }, schema: VisitsListSchema, signal });
}

export function useVisits(page: number): Remote<VisitsList> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(`${lang}/${page}`, (signal) => getVisits(api, lang, page, signal), 'visits');
}
