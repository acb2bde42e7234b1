import type { Language } from '@portal/shared/util';

/**
 * The portal addresses the sign-in path sends the browser to. The words are the spec's (account
 * doc section 2); the portal's own route table is in libs/shared/i18n.
 */
const transactionPath: Record<Language, string> = { fi: 'asiointipolku', sv: 'transaktionsbana', en: 'transaction-path' };

export const portalPaths = {
  front: (lang: Language) => `/${lang}`,
  transactionPath: (lang: Language, error?: 'disallowed' | 'unknown') =>
    `/${lang}/${transactionPath[lang]}${error ? `?error=${error}` : ''}`,
};

/**
 * Where to go after sign-in: only a path on our own origin. Anything else (another origin, a
 * protocol-relative `//host`, a backslash trick, control characters) goes to the front page.
 */
export function safeNextPath(next: string | undefined, origin: string, lang: Language): string {
  const fallback = portalPaths.front(lang);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
