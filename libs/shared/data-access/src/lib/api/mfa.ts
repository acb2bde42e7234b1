import type { MfaActionRequest, MfaChallengeAnswer, MfaCodeSentResponse, MfaResultType, MfaStatus, PinRequest, SmsRenewal } from '@portal/shared/contracts';
import { MfaChallengeResultSchema, MfaCodeSentResponseSchema, MfaStatusSchema, PinResponseSchema } from '@portal/shared/contracts';
import type { Lang } from '@portal/shared/i18n';
import type { ApiClient } from '../api-client';
import { mfaStatusCall } from './mfa-calls';

/**
 * The SMS second factor's calls (account doc section 7), shared by the front page's onboarding
 * box, the my-information setting, the expired-session page and the SMS authentication page.
 */

/** The SMS second factor's status (mfaStatusCall), checked. */
export function getMfaStatus(api: ApiClient, signal?: AbortSignal): Promise<MfaStatus> {
  return api.request({ ...mfaStatusCall, schema: MfaStatusSchema, signal });
}

/**
 * `POST /api/mfa?csrfToken {action}`: enable sends a code to the phone on record at once (the
 * answer is then user-wants-to-enable-mfa); disable removes the device. Answers the new status.
 */
export function postMfaAction(api: ApiClient, action: MfaActionRequest['action'], signal?: AbortSignal): Promise<MfaStatus> {
  return api.request({ method: 'POST', path: '/mfa', body: { action } satisfies MfaActionRequest, schema: MfaStatusSchema, signal });
}

/**
 * `POST /api/mfa-onboarding?csrfToken&lang`: sends a code to `phoneNumber`. The box aborts it
 * through `signal` when it goes away (account doc section 7).
 */
export function sendOnboardingCode(
  api: ApiClient,
  { phoneNumber, lang }: { phoneNumber: string; lang: Lang },
  signal?: AbortSignal,
): Promise<MfaCodeSentResponse> {
  return api.request({ method: 'POST', path: '/mfa-onboarding', query: { lang }, body: { phoneNumber }, schema: MfaCodeSentResponseSchema, signal });
}

/** `PUT /api/mfa-onboarding/dismissal?csrfToken`: the front page's box was closed; remembered for the person (204). */
export function dismissOnboarding(api: ApiClient, signal?: AbortSignal): Promise<void> {
  return api.request<void>({ method: 'PUT', path: '/mfa-onboarding/dismissal', signal });
}

/** `PUT /api/mfa-onboarding?csrfToken`: the four digits as typed; mfa-ok, mfa-challenge-failed or too-many-mfa-attempts. */
export async function answerOnboardingCode(api: ApiClient, code: string, signal?: AbortSignal): Promise<MfaResultType> {
  const body: MfaChallengeAnswer = { challengeResponseFromUser: [...code] };
  const result = await api.request({ method: 'PUT', path: '/mfa-onboarding', body, schema: MfaChallengeResultSchema, signal });
  return result.data.type;
}

/**
 * `POST /api/pin/send?csrfToken`: sends an SMS code for renewing an expired session. The session is
 * no longer valid, so the client has no token of its own: the expired session's token from
 * `smsRenewal` goes in the query instead.
 */
export function sendPin(api: ApiClient, smsRenewal: SmsRenewal, signal?: AbortSignal): Promise<MfaCodeSentResponse> {
  return api.request({
    method: 'POST',
    path: '/pin/send',
    query: { csrfToken: smsRenewal.csrfToken },
    csrf: false,
    schema: MfaCodeSentResponseSchema,
    signal,
  });
}

/**
 * `POST /api/pin?csrfToken {pin}` with the expired session's token: mfa-ok renews the session,
 * mfa-challenge-failed asks again, too-many-mfa-attempts has logged the person out.
 */
export async function answerPin(api: ApiClient, smsRenewal: SmsRenewal, pin: string, signal?: AbortSignal): Promise<MfaResultType> {
  const body: PinRequest = { pin };
  const answer = await api.request({
    method: 'POST',
    path: '/pin',
    query: { csrfToken: smsRenewal.csrfToken },
    csrf: false,
    body,
    schema: PinResponseSchema,
    signal,
  });
  return answer.mfaResponse.type;
}
