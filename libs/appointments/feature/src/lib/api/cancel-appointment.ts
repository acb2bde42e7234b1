import type { CancelAppointmentResult } from '@portal/appointments/contracts';
import { CancelAppointmentResultSchema } from '@portal/appointments/contracts';
import type { ApiClient } from '@portal/shared/data-access';

/** `DELETE /api/appointments/{id}?csrfToken`: 200 with the result type (account doc section 8). */
export function cancelAppointment(api: ApiClient, id: number): Promise<CancelAppointmentResult> {
  return api.request({ method: 'DELETE', path: '/appointments/:id', params: { id }, schema: CancelAppointmentResultSchema });
}
