/** Longer return addresses are refused (the sign-in query allows 2,000 characters for `next`). */
export const MAX_RETURN_PATH_LENGTH = 2000;

// Any origin will do: it only has to be one that no real address can share.
const probeOrigin = 'https://portal.invalid';

/**
 * Whether `value` is safe to send a browser to after sign-in: a path on the portal's own origin,
 * such as `/fi/laskut?page=2`. Refuses what a browser would take to another site:
 * `https://evil.example`, protocol-relative `//evil.example`, `/\evil.example` (browsers read the
 * backslash as a slash), `javascript:` and addresses whose control characters or white space the
 * URL parser would strip (`/\t/evil.example`).
 */
export function isSafeReturnPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH_LENGTH) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // Backslashes and every control or white-space character are refused outright, so what the
  // browser parses is exactly what was checked.
  if (/[\\\s\p{Cc}]/u.test(value)) return false;
  try {
    return new URL(value, probeOrigin).origin === probeOrigin;
  } catch {
    return false;
  }
}

/** `value` when it is a safe return path (see isSafeReturnPath), otherwise `fallback`. */
export function safeReturnPath(value: unknown, fallback: string): string {
  return isSafeReturnPath(value) ? value : fallback;
}
