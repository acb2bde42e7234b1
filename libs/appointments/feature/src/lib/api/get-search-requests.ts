import type { SearchRequestList } from '@portal/booking/contracts';
import { SearchRequestListSchema } from '@portal/booking/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/**
 * `GET /api/earlier-time-requests?lang`: the patient's open requests from booking searches that
 * found nothing, oldest first, each with the time an offer holds for the patient now.
 */
export function getSearchRequests(api: ApiClient, lang: Lang, signal?: AbortSignal): Promise<SearchRequestList> {
  return api.request({
    method: 'GET',
    path: '/earlier-time-requests',
    query: { lang },
    schema: SearchRequestListSchema,
    signal,
  });
}

export function useSearchRequests(): Remote<SearchRequestList> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(lang, (signal) => getSearchRequests(api, lang, signal), 'search-requests');
}
