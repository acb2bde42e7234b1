/** Longer return addresses are refused (the sign-in query allows 2,000 characters for `next`). */
export const MAX_RETURN_PATH_LENGTH = 2000;

// Any origin will do: it only has to be one that no real address can share.
const probeOrigin = 'https://portal.invalid';

/**
 * The path on the portal's own origin that `value` leads to once resolved, as a browser or a
 * server resolving it would (`/fi/a/../b?x` gives `/fi/b?x`), or null when it is not safe to send a
 * browser to after sign-in or any other return. Refuses what a browser would take to another site:
 * `https://evil.example`, protocol-relative `//evil.example`, `/\evil.example` (browsers read the
 * backslash as a slash), `javascript:`, addresses whose control characters or white space the URL
 * parser would strip (`/\t/evil.example`), and dot segments that resolve to a protocol-relative
 * path (`/fi/..//evil.example`, which is `//evil.example` once resolved). Every return path goes
 * through here and the resolved path is what is used, so what is checked is what is followed.
 */
export function resolveReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes and every control or white-space character are refused outright, so what the
  // browser parses is exactly what was checked.
  if (/[\\\s\p{Cc}]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return resolved.startsWith('//') ? null : resolved;
}

/** Whether `value` is a safe return path (see resolveReturnPath). */
export function isSafeReturnPath(value: unknown): value is string {
  return resolveReturnPath(value) !== null;
}

/** The resolved path of `value` when it is a safe return path (see resolveReturnPath), otherwise `fallback`. */
export function safeReturnPath(value: unknown, fallback: string): string {
  return resolveReturnPath(value) ?? fallback;
}
