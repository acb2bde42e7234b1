import type { MoveAppointmentRequest, MoveAppointmentResponse } from '@portal/booking/contracts';
import { MoveAppointmentResponseSchema } from '@portal/booking/contracts';
import type { ApiClient } from '@portal/shared/data-access';

/** `POST /api/move-appointment?csrfToken`: the session's patient's booking to another free time, in one step. */
export function moveAppointment(api: ApiClient, body: MoveAppointmentRequest): Promise<MoveAppointmentResponse> {
  return api.request({ method: 'POST', path: '/move-appointment', body, schema: MoveAppointmentResponseSchema });
}
