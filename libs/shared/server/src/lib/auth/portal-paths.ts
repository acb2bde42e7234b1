import type { Language } from '@portal/shared/util';
import { routeSegments, safeReturnPath } from '@portal/shared/util';

/** The portal addresses the sign-in path sends the browser to, in the portal's own words. */
export const portalPaths = {
  front: (lang: Language) => `/${lang}`,
  transactionPath: (lang: Language, error?: 'disallowed' | 'unknown') =>
    `/${lang}/${routeSegments.transactionPath[lang]}${error ? `?error=${error}` : ''}`,
};

/** Where to go after sign-in: only a path on our own origin, otherwise the front page. */
export function safeNextPath(next: string | undefined, lang: Language): string {
  return safeReturnPath(next, portalPaths.front(lang));
}
