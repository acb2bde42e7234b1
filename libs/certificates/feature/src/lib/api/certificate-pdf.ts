import { withQuery } from '@portal/shared/util';
import type { Certificate } from '@portal/certificates/contracts';
import type { Lang } from '@portal/shared/i18n';

/**
 * `GET /api/certificates/{id}/pdf?lang`: a plain link, which the browser downloads (the API
 * names the file); the API client has no part in it.
 */
export function certificatePdfUrl(certificate: Pick<Certificate, 'id'>, lang: Lang): string {
  return withQuery(`/api/certificates/${certificate.id}/pdf`, { lang });
}
