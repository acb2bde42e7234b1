import type { AccessLogPage, SignInPage } from '@portal/my-data/contracts';
import { AccessLogPageSchema, SignInPageSchema } from '@portal/my-data/contracts';
import type { Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';
import { withQuery } from '@portal/shared/util';

/** `GET /api/my-data/access-log?lang&page`: reads of the patient's data by others, 25 a page, newest first. */
export function useAccessLog(page: number): Remote<AccessLogPage> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(`access-log/${page}`, (signal) => api.request({ method: 'GET', path: '/my-data/access-log', query: { lang, page }, schema: AccessLogPageSchema, signal }), 'access-log');
}

/** `GET /api/my-data/sign-ins?lang&page`: the patient's sign-ins, 25 a page, newest first. */
export function useSignIns(page: number): Remote<SignInPage> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(`sign-ins/${page}`, (signal) => api.request({ method: 'GET', path: '/my-data/sign-ins', query: { lang, page }, schema: SignInPageSchema, signal }), 'sign-ins');
}

/**
 * `GET /api/my-data/export?format&lang`: a plain link, which the browser downloads (the API names
 * the file); the API client has no part in it.
 */
export function exportUrl(format: 'fhir' | 'pdf', lang: Lang): string {
  return withQuery('/api/my-data/export', { format, lang });
}
