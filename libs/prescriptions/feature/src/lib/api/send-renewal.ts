import type { PrescriptionRenewalRequest, PrescriptionRenewalResponse } from '@portal/prescriptions/contracts';
import { PrescriptionRenewalResponseSchema } from '@portal/prescriptions/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';

/**
 * `POST /api/prescription-renewals?lang&csrfToken`: the renewal goes to the care team as a new
 * conversation; the answer is that conversation's path in `lang`.
 */
export function sendRenewal(api: ApiClient, lang: Lang, request: PrescriptionRenewalRequest): Promise<PrescriptionRenewalResponse> {
  return api.request({ method: 'POST', path: '/prescription-renewals', query: { lang }, body: request, schema: PrescriptionRenewalResponseSchema });
}
