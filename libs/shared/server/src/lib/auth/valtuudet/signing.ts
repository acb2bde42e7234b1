import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Suomi.fi valtuudet (the e-Authorizations service) takes only calls signed with the client's API
 * key: every call carries `X-AsiointivaltuudetAuthorization: {clientId} {timestamp} {checksum}`,
 * where the checksum is BASE64(HMAC-SHA256(key = API key, data = `${pathWithQuery} ${timestamp}`))
 * over the request's path and query exactly as sent. A stolen header is good for one address
 * and a few minutes only.
 */
export const VALTUUDET_AUTHORIZATION_HEADER = 'X-AsiointivaltuudetAuthorization';

/** How far a call's timestamp may be from the service's clock before the call is refused. */
export const VALTUUDET_TIMESTAMP_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * ISO 8601 with an offset (`Z` or `±hh:mm`), as the service's reference clients write it: seconds
 * and their fraction may be left out (Java leaves out zero seconds), the offset may not (a time
 * without one would be read in whichever zone the reader happens to be in).
 */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function checksum(apiKey: string, pathWithQuery: string, timestamp: string): string {
  return createHmac('sha256', apiKey).update(`${pathWithQuery} ${timestamp}`, 'utf8').digest('base64');
}

/** The header value for a call to `pathWithQuery` made at `at`. */
export function valtuudetAuthorizationHeader(clientId: string, apiKey: string, pathWithQuery: string, at: Date): string {
  const timestamp = at.toISOString();
  return `${clientId} ${timestamp} ${checksum(apiKey, pathWithQuery, timestamp)}`;
}

/** Milliseconds since the epoch of an ISO 8601 timestamp with offset; NaN for anything else. */
function instantOf(timestamp: string): number {
  if (!TIMESTAMP.test(timestamp)) return Number.NaN;
  // Date.parse reads at most milliseconds; nanoseconds are cut to them, which no 5-minute window notices.
  return Date.parse(timestamp.replace(/(\.\d{3})\d+/, '$1'));
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether `header` is a valid signature of a call to `pathWithQuery` by `credentials`' client,
 * made within five minutes of `now`. The checksum is compared in constant time, so its bytes
 * cannot be guessed one by one from how long a refusal takes.
 */
export function checkValtuudetAuthorizationHeader(
  header: string | undefined,
  credentials: { clientId: string; apiKey: string },
  pathWithQuery: string,
  now: Date,
): boolean {
  if (typeof header !== 'string') return false;
  const parts = header.split(' ');
  if (parts.length !== 3) return false;
  const [clientId = '', timestamp = '', given = ''] = parts;
  if (clientId !== credentials.clientId || given === '') return false;
  const at = instantOf(timestamp);
  if (Number.isNaN(at) || Math.abs(now.getTime() - at) > VALTUUDET_TIMESTAMP_TOLERANCE_MS) return false;
  return sameText(given, checksum(credentials.apiKey, pathWithQuery, timestamp));
}
