// The customer-messaging GraphQL interface as every client of it calls it: the section's Apollo
// client (apollo.ts) and the conversation's queries asked for ahead (the messaging feature's
// ask-ahead.ts), which go out before Apollo has loaded.

/** The customer-messaging GraphQL endpoint (booking doc: base path /api/customer-messaging). */
export const MESSAGING_ENDPOINT = '/api/customer-messaging';

/** Per attempt (booking doc: the messaging call's time-out, 10 seconds). */
export const MESSAGING_TIMEOUT_MS = 10_000;

/** `uri` with the session's csrf token in its query, as the interface takes it; as it is without a token. */
export function withCsrfToken(uri: string, token: string | undefined): string {
  if (!token) return uri;
  const separator = uri.includes('?') ? '&' : '?';
  return `${uri}${separator}csrfToken=${encodeURIComponent(token)}`;
}
