import type { CertificatesList } from '@portal/certificates/contracts';
import { CertificatesListSchema } from '@portal/certificates/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/certificates?lang`: the patient's certificates since 1.1.2022, newest first. */
export function getCertificates(api: ApiClient, lang: Lang, signal?: AbortSignal): Promise<CertificatesList> {
  return api.request({ method: 'GET', path: '/certificates', query: { lang }, schema: CertificatesListSchema, signal });
}

export function useCertificates(): Remote<CertificatesList> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(lang, (signal) => getCertificates(api, lang, signal), 'certificates');
}
