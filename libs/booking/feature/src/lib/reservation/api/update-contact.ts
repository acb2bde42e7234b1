import type { PatientContactUpdate, PatientContactUpdateResponse } from '@portal/booking/contracts';
import { PatientContactUpdateResponseSchema } from '@portal/booking/contracts';
import type { ApiClient } from '@portal/shared/data-access';

/** `PUT /api/user?csrfToken`: the patient's contact details (booking doc section 7). */
export function updateContact(api: ApiClient, body: PatientContactUpdate): Promise<PatientContactUpdateResponse> {
  return api.request({ method: 'PUT', path: '/user', body, schema: PatientContactUpdateResponseSchema });
}
