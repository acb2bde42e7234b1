import type { SessionResponse } from '@portal/shared/contracts';
import type { PrefetchCall } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';

// Kept apart from the hooks and the schemas: the first page's code imports these to ask for the
// front page's data ahead (prefetchFrontPage); the rest comes with the front page's own chunk.

/** `GET /api/front-page?lang`: every section of the signed-in front page in one answer. */
export function frontPageCall(lang: Lang): PrefetchCall {
  return { method: 'GET', path: '/front-page', query: { lang } };
}

/**
 * Whether the front page asks for the SMS-login status (account doc sections 2 and 4): a patient
 * signed in for themself, with the `mfa` feature on. A guardian acting for a child sees the
 * child's pages; the second factor is the guardian's own.
 */
export function smsOnboardingApplies(session: SessionResponse): boolean {
  return session.isSessionValid && session.features.includes('mfa') && !session.user.actingFor;
}
