import type { CheckInResult } from '@portal/appointments/contracts';
import { CheckInResultSchema } from '@portal/appointments/contracts';
import type { ApiClient } from '@portal/shared/data-access';

/** `POST /api/appointments/check-in/{id}?csrfToken`: 200 with the result type and, on success, the room. */
export function checkIn(api: ApiClient, id: number): Promise<CheckInResult> {
  return api.request({ method: 'POST', path: '/appointments/check-in/:id', params: { id }, schema: CheckInResultSchema });
}
