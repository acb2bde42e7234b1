import type { SearchRequest, SearchRequestSaveResponse } from '@portal/booking/contracts';
import { SearchRequestSaveResponseSchema } from '@portal/booking/contracts';
import type { ApiClient } from '@portal/shared/data-access';

/**
 * `POST /api/earlier-time-requests?csrfToken`: asks, from a search that found nothing, to be told
 * when a time that suits it becomes free. `saved`, or `tooManyRequests` with MAX_SEARCH_REQUESTS
 * open already, or `notAvailable` for a list the patient does not book from.
 */
export function saveSearchRequest(api: ApiClient, request: SearchRequest): Promise<SearchRequestSaveResponse> {
  return api.request({ method: 'POST', path: '/earlier-time-requests', body: request, schema: SearchRequestSaveResponseSchema });
}
