import { MFA_CODE_LENGTH } from '@portal/shared/contracts';
import type { RateLimitRule } from '@portal/shared/server';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * A code answers for 5 minutes: time enough for a slow text message and for typing it, short
 * enough that a code read later off a phone left on a desk is worth nothing.
 */
export const CODE_VALID_MINUTES = 5;

/** Answers one code takes; the third wrong one spends it (and, signing in, ends the session). */
export const ATTEMPTS_PER_CODE = 3;

/**
 * Codes sent to one person in an hour, onboarding and sign-in together: each text costs money
 * and a stream of them is a nuisance. Past it onboarding answers `too-many-onboarding-attempts`.
 */
export const CODES_SENT_PER_PERSON: RateLimitRule = { name: 'mfa-codes-sent-person', limit: 5, windowMinutes: 60 };

/** Codes sent to one phone number in an hour, whoever asks: no one floods someone else's phone from several accounts. */
export const CODES_SENT_PER_NUMBER: RateLimitRule = { name: 'mfa-codes-sent-number', limit: 5, windowMinutes: 60 };

/**
 * Wrong answers of one person in an hour over all their codes: at most 10 guesses of 10,000
 * possible codes, a 0.1 % chance an hour, however many codes are asked for.
 */
export const WRONG_ANSWERS_PER_PERSON: RateLimitRule = { name: 'mfa-wrong-answers-person', limit: 10, windowMinutes: 60 };

/** Four random digits from the operating system's generator, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** MFA_CODE_LENGTH)).padStart(MFA_CODE_LENGTH, '0');
}

/**
 * What is stored of a code: HMAC-SHA256 under the server's secret. A plain hash of one of 10,000
 * codes is undone by hashing them all; without the secret the stored value tells nothing. The
 * binding (the challenge's id, and for sign-in the session's) makes a code answer only where it
 * was sent.
 */
export function codeHash(secret: string, binding: string, code: string): string {
  return createHmac('sha256', secret).update(`${binding}\n${code}`).digest('base64url');
}

/** Compares two code hashes in constant time, so the time taken tells nothing of how much matched. */
export function sameCodeHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A key for the rate-limit table that is not the phone number itself: the counters store only
 * SHA-256 of their keys, and phone numbers are few enough to hash them all.
 */
export function phoneNumberKey(secret: string, phoneNumber: string): string {
  return createHmac('sha256', secret).update(`rate-limit\n${phoneNumber}`).digest('base64url');
}
