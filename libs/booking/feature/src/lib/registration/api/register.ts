import type { RegistrationRequest } from '@portal/booking/contracts';
import { SuccessResponseSchema } from '@portal/shared/contracts';
import type { ApiClient } from '@portal/shared/data-access';

/** `POST /api/user/register?csrfToken`: makes the signed-in person (or the child) a patient. */
export async function register(api: ApiClient, body: RegistrationRequest): Promise<void> {
  await api.request({ method: 'POST', path: '/user/register', body, schema: SuccessResponseSchema });
}
