import type { ApiClient } from '@portal/shared/data-access';

/**
 * `DELETE /api/earlier-time-requests/{id}?csrfToken`: 204. Ends the patient's request from a
 * search; a time an offer holds for it is let go at once.
 */
export function cancelSearchRequest(api: ApiClient, id: number): Promise<void> {
  return api.request<void>({ method: 'DELETE', path: '/earlier-time-requests/:id', params: { id } });
}
