import type { SessionResponse } from '@portal/shared/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import { mfaStatusCall, prefetch } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { frontPageCall, smsOnboardingApplies } from './front-page-calls';

/**
 * Asks for the signed-in front page's data while its code loads (the portal calls this once the
 * session is known): the front page's answer and, where the SMS-login box may show, its status.
 * The hooks that take the answers check them with their schemas, which stay out of the first
 * page's code.
 */
export function prefetchFrontPage(api: ApiClient, lang: Lang, session: SessionResponse): void {
  if (!session.isSessionValid) return;
  prefetch(api, frontPageCall(lang));
  if (smsOnboardingApplies(session)) prefetch(api, mfaStatusCall);
}
