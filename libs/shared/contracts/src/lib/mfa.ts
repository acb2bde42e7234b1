import * as v from 'valibot';

/** Digits in an SMS code (account doc section 9). */
export const MFA_CODE_LENGTH = 4;
/** Digits a phone number for SMS login needs at least, after an optional plus (section 5). */
export const MFA_PHONE_MIN_DIGITS = 6;
/** The longest phone number accepted for SMS login (the guardian form's limit, section 9). */
export const MFA_PHONE_MAX_LENGTH = 20;

const IsoInstant = v.pipe(v.string(), v.isoTimestamp());

/**
 * The SMS second factor's state for the signed-in person (account doc section 3, "MFA status
 * types"), answered by `GET /api/mfa` and `POST /api/mfa`.
 */
export const MfaStatusSchema = v.variant('type', [
  /** Onboarding was tried too often: it may be tried again at nextAttempt. */
  v.object({ type: v.literal('too-many-onboarding-attempts'), nextAttempt: IsoInstant }),
  /** `onboardingDismissed`: the person closed the front page's box offering the factor (decision 0050). */
  v.object({ type: v.literal('user-has-no-verified-mfa-device'), onboardingDismissed: v.optional(v.literal(true)) }),
  v.object({ type: v.literal('environment-has-mfa-disabled') }),
  /** A code was sent to phoneNumber and awaits the patient's answer (PUT /api/mfa-onboarding). */
  v.object({ type: v.literal('user-wants-to-enable-mfa'), phoneNumber: v.string(), onboardingDismissed: v.optional(v.literal(true)) }),
  v.object({ type: v.literal('enabled'), phoneNumber: v.string() }),
]);
export type MfaStatus = v.InferOutput<typeof MfaStatusSchema>;
export type MfaStatusType = MfaStatus['type'];

/** `POST /api/mfa?csrfToken` body: enable sends a code to the phone on record at once. */
export const MfaActionRequestSchema = v.object({ action: v.picklist(['enable', 'disable']) });
export type MfaActionRequest = v.InferOutput<typeof MfaActionRequestSchema>;

/**
 * A phone number for SMS login (account doc section 5): after trimming and removing whitespace,
 * an optional plus followed by at least six digits.
 */
export const MfaPhoneNumberSchema = v.pipe(
  v.string(),
  v.transform((text) => text.replace(/\s+/g, '')),
  v.maxLength(MFA_PHONE_MAX_LENGTH),
  v.regex(new RegExp(`^\\+?\\d{${MFA_PHONE_MIN_DIGITS},}$`)),
);

/** The number as it is sent: without the white space the patient may have typed. */
export function compactPhoneNumber(text: string): string {
  return text.replace(/\s+/g, '');
}

/** Whether a phone field for SMS login may be sent (its button is enabled): the front page's box and my information. */
export function isValidMfaPhoneNumber(text: string): boolean {
  return v.safeParse(MfaPhoneNumberSchema, text).success;
}

/** `POST /api/mfa-onboarding?csrfToken&lang` body: sends a code to this number. */
export const MfaOnboardingRequestSchema = v.object({ phoneNumber: MfaPhoneNumberSchema });
export type MfaOnboardingRequest = v.InferOutput<typeof MfaOnboardingRequestSchema>;

/** What sending a code answers (the portal reads only whether it was sent). */
export const MfaCodeSentResponseSchema = v.variant('type', [
  v.object({ type: v.literal('code-sent') }),
  v.object({ type: v.literal('too-many-mfa-attempts'), nextAttempt: IsoInstant }),
]);
export type MfaCodeSentResponse = v.InferOutput<typeof MfaCodeSentResponseSchema>;

const Digit = v.pipe(v.string(), v.regex(/^\d$/));

/** `PUT /api/mfa-onboarding?csrfToken` body: the four digits as typed. */
export const MfaChallengeAnswerSchema = v.object({
  challengeResponseFromUser: v.pipe(v.array(Digit), v.length(MFA_CODE_LENGTH)),
});
export type MfaChallengeAnswer = v.InferOutput<typeof MfaChallengeAnswerSchema>;

/** Outcomes of a code answer (account doc section 4). */
export const mfaResultTypes = ['mfa-ok', 'mfa-challenge-failed', 'too-many-mfa-attempts'] as const;
export type MfaResultType = (typeof mfaResultTypes)[number];

export const MfaChallengeResultSchema = v.object({ data: v.object({ type: v.picklist(mfaResultTypes) }) });
export type MfaChallengeResult = v.InferOutput<typeof MfaChallengeResultSchema>;

/** `POST /api/pin?csrfToken` body: the SMS sign-in code. */
export const PinRequestSchema = v.object({ pin: v.pipe(v.string(), v.regex(new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`))) });
export type PinRequest = v.InferOutput<typeof PinRequestSchema>;

/** `POST /api/pin` answer: mfa-ok renews the session; too-many-mfa-attempts has ended it. */
export const PinResponseSchema = v.object({ mfaResponse: v.object({ type: v.picklist(mfaResultTypes) }) });
export type PinResponse = v.InferOutput<typeof PinResponseSchema>;
