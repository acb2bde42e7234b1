import type { EarlierTimeRequest, EarlierTimeSaveResponse } from '@portal/booking/contracts';
import { EarlierTimeSaveResponseSchema } from '@portal/booking/contracts';
import type { ApiClient } from '@portal/shared/data-access';

/**
 * `PUT /api/appointments/{id}/earlier-time?csrfToken`: asks to be offered an earlier time, or
 * changes what was asked. The state as saved, or `notAvailable` when the booking can no longer be
 * moved (it came inside its cancellation window since the page loaded).
 */
export function saveEarlierTime(api: ApiClient, id: number, request: EarlierTimeRequest): Promise<EarlierTimeSaveResponse> {
  return api.request({
    method: 'PUT',
    path: '/appointments/:id/earlier-time',
    params: { id },
    body: request,
    schema: EarlierTimeSaveResponseSchema,
  });
}
