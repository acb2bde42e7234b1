import type { Lang } from './languages';
import { routeSegments } from './route-segments';
import { pathIn, withQuery } from './routing';

/** 'self' signs in for oneself; 'mandate' as a guardian or other authorised person for someone else. */
export type LoginMode = 'self' | 'mandate';

export const loginModes: readonly LoginMode[] = ['self', 'mandate'];

/**
 * The pages of signing in, which several features and the app's route guard link to (the pages
 * themselves live in the home and account features, which may not import each other).
 */
export const signInPaths = {
  /** `nextPath`: where to go after signing in (a path on this site); `mode`: whose information. */
  login: (lang: Lang, query: { nextPath?: string; mode?: LoginMode } = {}): string =>
    withQuery(pathIn(lang, [routeSegments.login]), query),
  /** `next`: the page the visitor was on, to return to after signing in again. */
  expiredSession: (lang: Lang, query: { next?: string } = {}): string =>
    withQuery(pathIn(lang, [routeSegments.expiredSession]), query),
  /** The front page of anonymous visitors; `error` is where a failed sign-in reports back. */
  transactionPath: (lang: Lang, query: { error?: string } = {}): string =>
    withQuery(pathIn(lang, [routeSegments.transactionPath]), query),
};
