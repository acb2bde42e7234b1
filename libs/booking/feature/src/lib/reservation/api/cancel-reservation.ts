import type { CancelAppointmentResult } from '@portal/appointments/contracts';
import { CancelAppointmentResultSchema } from '@portal/appointments/contracts';
import type { ApiClient } from '@portal/shared/data-access';

/** `DELETE /api/appointments/{id}?csrfToken`: cancels the signed-in patient's own reservation. */
export function cancelReservation(api: ApiClient, appointmentId: number): Promise<CancelAppointmentResult> {
  return api.request({ method: 'DELETE', path: '/appointments/:id', params: { id: appointmentId }, schema: CancelAppointmentResultSchema });
}
