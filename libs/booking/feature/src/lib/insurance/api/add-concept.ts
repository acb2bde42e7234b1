import type { ConceptResponse } from '@portal/booking/contracts';
import { ConceptResponseSchema } from '@portal/booking/contracts';
import type { ApiClient } from '@portal/shared/data-access';

/** `POST /api/concepts?csrfToken`: adds the insurer's concept code to the patient before the reservation. */
export function addConcept(api: ApiClient, code: string): Promise<ConceptResponse> {
  return api.request({ method: 'POST', path: '/concepts', body: { code }, schema: ConceptResponseSchema });
}
