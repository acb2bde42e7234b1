import type { ApiClient } from '@portal/shared/data-access';

/**
 * `DELETE /api/appointments/{id}/earlier-time?csrfToken`: 204. Ends the booking's request for an
 * earlier time; a time an offer holds for the patient is let go at once.
 */
export function cancelEarlierTime(api: ApiClient, id: number): Promise<void> {
  return api.request<void>({ method: 'DELETE', path: '/appointments/:id/earlier-time', params: { id } });
}
