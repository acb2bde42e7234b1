import { pagePaths } from '@portal/shared/util';
import type { SessionResponse } from '@portal/shared/contracts';
import type { Lang, RouteAccess } from '@portal/shared/i18n';

export interface AccessRequest {
  /** What the page asks for (its route's `access`). */
  access: RouteAccess;
  session: SessionResponse;
  lang: Lang;
  /** The address asked for. */
  pathname: string;
  search: string;
}

function isFrontPage(pathname: string, lang: Lang): boolean {
  const front = pagePaths.home.front(lang);
  return pathname === front || pathname === `${front}/`;
}

/** The expired-session page, with the address the visitor was on to come back to after signing in. */
export function expiredSessionRedirect(lang: Lang, pathname: string, search: string): string {
  return pagePaths.signIn.expiredSession(lang, { next: pathname + search });
}

/**
 * Where a visitor goes instead of the page asked for, or null when the page may be shown
 * (account doc section 6: "Strong authentication is required for patient pages").
 *
 * - A page for signed-in patients, without a session: the expired-session page when the session
 *   just ran out, the transaction path when it is the front page, otherwise the login page. The
 *   address asked for travels along (next, nextPath), so that after sign-in the API sends the
 *   browser back to it.
 * - A page of signing in, with a session: the front page, there is nothing to sign in to.
 * - A public page: shown to everyone.
 */
export function accessRedirect({ access, session, lang, pathname, search }: AccessRequest): string | null {
  if (access === 'public') return null;
  if (access === 'anonymous') return session.isSessionValid ? pagePaths.home.front(lang) : null;
  if (session.isSessionValid) return null;
  if (session.reason === 'expired') return expiredSessionRedirect(lang, pathname, search);
  if (isFrontPage(pathname, lang)) return pagePaths.home.transactionPath(lang);
  return pagePaths.signIn.login(lang, { nextPath: pathname + search });
}
