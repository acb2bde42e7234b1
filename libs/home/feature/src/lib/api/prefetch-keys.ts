import type { SessionResponse } from '@portal/shared/contracts';
import type { ApiRequestOptions } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';

// Kept apart from the calls and their schemas: the first page's code imports these, the calls
// come with the front page's own chunk.

/** The key the front page's answer is asked for ahead under (prefetchFrontPage, useFrontPage). */
export function frontPageKey(lang: Lang): string {
  return `front-page/${lang}`;
}

/** `GET /api/front-page?lang`: every section of the signed-in front page in one answer. */
export function frontPageCall(lang: Lang): ApiRequestOptions {
  return { method: 'GET', path: '/front-page', query: { lang } };
}

/** The key the SMS-login status is asked for ahead under (prefetchFrontPage, useSmsOnboarding). */
export const MFA_STATUS_KEY = 'mfa-status';

/**
 * Whether the front page asks for the SMS-login status (account doc sections 2 and 4): a patient
 * signed in for themself, with the `mfa` feature on. A guardian acting for a child sees the
 * child's pages; the second factor is the guardian's own.
 */
export function smsOnboardingApplies(session: SessionResponse): boolean {
  return session.isSessionValid && session.features.includes('mfa') && !session.user.actingFor;
}
