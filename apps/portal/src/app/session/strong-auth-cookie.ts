import type { IdentificationMethod } from '@portal/shared/contracts';
import { identificationMethods } from '@portal/shared/contracts';
import type { Tracker } from '@portal/shared/data-access';

/** Set by the API at the sign-in callback (not HttpOnly, so that the portal can read it). */
export const STRONG_AUTH_COOKIE = 'portal_strong_auth';

function isIdentificationMethod(value: string): value is IdentificationMethod {
  return (identificationMethods as readonly string[]).includes(value);
}

/**
 * Reads the identification method of a sign-in that just happened and clears the cookie (same
 * Path as the API sets it), so that the sign-in is counted once however often the app starts
 * again. Only a known method is returned: the value goes to tracking, which must never get
 * anything else a cookie might carry.
 */
export function takeStrongAuthMethod(doc: Document = document): IdentificationMethod | 'unknown' | null {
  const entry = doc.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${STRONG_AUTH_COOKIE}=`));
  if (entry === undefined) return null;
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${STRONG_AUTH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
  let value: string;
  try {
    value = decodeURIComponent(entry.slice(STRONG_AUTH_COOKIE.length + 1));
  } catch {
    return 'unknown';
  }
  return isIdentificationMethod(value) ? value : 'unknown';
}

/** At start: a fresh strong sign-in is tracked as a `login` event with its method. */
export function trackStrongAuthLogin(tracker: Tracker, doc: Document = document): void {
  const method = takeStrongAuthMethod(doc);
  if (method !== null) tracker.trackEvent('login', { method });
}
