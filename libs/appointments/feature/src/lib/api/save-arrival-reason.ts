import { UpdateAppointmentResultSchema } from '@portal/appointments/contracts';
import type { ApiClient } from '@portal/shared/data-access';

/**
 * `POST /api/appointments/{id}/arrival-reason?csrfToken`. The text goes as the patient wrote it:
 * the API adds the fixed Finnish prefix when it stores it.
 */
export async function saveArrivalReason(api: ApiClient, id: number, arrivalReason: string): Promise<void> {
  await api.request({
    method: 'POST',
    path: '/appointments/:id/arrival-reason',
    params: { id },
    body: { arrivalReason },
    schema: UpdateAppointmentResultSchema,
  });
}
