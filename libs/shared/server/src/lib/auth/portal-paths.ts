import type { Language } from '@portal/shared/util';
import { pagePaths, safeReturnPath } from '@portal/shared/util';

/** The portal addresses the sign-in path sends the browser to, in the portal's own words. */
export const portalPaths = {
  front: pagePaths.home.front,
  transactionPath: (lang: Language, error?: 'disallowed' | 'unknown') => pagePaths.home.transactionPath(lang, { error }),
};

/** Where to go after sign-in: only a path on our own origin, otherwise the front page. */
export function safeNextPath(next: string | undefined, lang: Language): string {
  return safeReturnPath(next, portalPaths.front(lang));
}
