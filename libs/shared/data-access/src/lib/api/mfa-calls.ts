import type { PrefetchCall } from '../prefetch';

// Apart from the calls with their schemas (mfa.ts), so that the first page's code can ask for the
// status ahead (prefetch) without carrying them.

/** `GET /api/mfa`: the signed-in person's SMS second factor. */
export const mfaStatusCall: PrefetchCall = { method: 'GET', path: '/mfa' };
