import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paytrail's Payment API signs every request and answer with HMAC-SHA256 over the `checkout-`
 * headers (or query parameters) sorted by name, each as `name:value` on its own line, followed by
 * the body exactly as sent (an empty line when there is none). The account's secret is the key.
 */
export const SIGNATURE_ALGORITHM = 'sha256';

/** Only the `checkout-` entries are signed; anything else beside them is ignored. */
function signedEntries(params: Readonly<Record<string, string | undefined>>): string[] {
  return Object.keys(params)
    .filter((name) => name.startsWith('checkout-') && params[name] !== undefined)
    .sort()
    .map((name) => `${name}:${params[name]}`);
}

/** The signature of `params` (headers or query) and `body` (the raw JSON text, '' for none), as lowercase hex. */
export function paytrailSignature(secret: string, params: Readonly<Record<string, string | undefined>>, body = ''): string {
  const payload = [...signedEntries(params), body].join('\n');
  return createHmac(SIGNATURE_ALGORITHM, secret).update(payload).digest('hex');
}

/**
 * Whether `signature` is the one `params` and `body` carry under `secret`, compared in constant
 * time. A signed redirect or callback puts its `checkout-` values and `signature` in the query.
 */
export function hasValidSignature(
  secret: string,
  params: Readonly<Record<string, string | undefined>>,
  body: string,
  signature: string | undefined,
): boolean {
  const algorithm = params['checkout-algorithm'];
  if (!signature || (algorithm !== undefined && algorithm !== SIGNATURE_ALGORITHM)) return false;
  const expected = Buffer.from(paytrailSignature(secret, params, body));
  const given = Buffer.from(signature.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
