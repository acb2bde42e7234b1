import type { AuthenticateQuery, IdentificationMethod } from '@portal/shared/contracts';
import type { Lang } from '@portal/shared/i18n';
import type { LoginMode } from '@portal/shared/util';

interface Input {
  lang: Lang;
  /** A path on this site; the caller has checked it (isSafeReturnPath). */
  next: string;
  method: IdentificationMethod;
  mode: LoginMode;
}

/**
 * The address that starts strong identification with one method (account doc section 7:
 * "Navigation to /oauth/authenticate"). The browser loads it as a new page; the API sends it on to
 * the identification service and, after sign-in, back to `next`.
 */
export function authenticateUrl({ lang, next, method, mode }: Input): string {
  const query = { lang, next, acr_values: method, mode } satisfies Omit<AuthenticateQuery, 'sessionScope'>;
  return `/oauth/authenticate?${new URLSearchParams(query).toString()}`;
}
