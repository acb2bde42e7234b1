/**
 * URL-safe base64 (RFC 4648 §5) of UTF-8 text, without padding. Built on TextEncoder,
 * TextDecoder, btoa and atob so it runs unchanged in browsers and Node.
 */

export type Base64UrlDecodeFailure = 'alphabet' | 'length' | 'non-canonical' | 'utf8' | 'json';

export class Base64UrlDecodeError extends Error {
  override readonly name = 'Base64UrlDecodeError';
  readonly reason: Base64UrlDecodeFailure;

  constructor(reason: Base64UrlDecodeFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const PAIR_SEPARATOR = '_';
// String.fromCharCode(...bytes) overflows the call stack on long inputs, so go in slices.
const CHUNK_SIZE = 0x8000;

const utf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK_SIZE) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK_SIZE));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function encodeBase64Url(text: string): string {
  return bytesToBase64Url(new TextEncoder().encode(text));
}

/**
 * Decodes what encodeBase64Url produced. Correct '=' padding is tolerated in case a link was
 * made elsewhere; anything else throws Base64UrlDecodeError, including texts with unused bits
 * set (so every text has one spelling) and bytes that are not UTF-8.
 */
export function decodeBase64Url(text: string): string {
  const unpadded = text.length % 4 === 0 ? text.replace(/={1,2}$/, '') : text;
  if (!BASE64URL.test(unpadded)) {
    throw new Base64UrlDecodeError('alphabet', 'Not base64url: unexpected character');
  }
  if (unpadded.length % 4 === 1) {
    throw new Base64UrlDecodeError('length', 'Not base64url: impossible length');
  }
  const binary = atob(unpadded.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  if (bytesToBase64Url(bytes) !== unpadded) {
    throw new Base64UrlDecodeError('non-canonical', 'Not base64url: unused bits are set');
  }
  try {
    return utf8Decoder.decode(bytes);
  } catch {
    throw new Base64UrlDecodeError('utf8', 'Decoded bytes are not UTF-8 text');
  }
}

/** JSON, then base64url; throws TypeError for values JSON cannot represent (undefined, functions). */
export function encodeJsonBase64Url(value: unknown): string {
  const json: string | undefined = JSON.stringify(value);
  if (json === undefined) {
    throw new TypeError('Value cannot be represented as JSON');
  }
  return encodeBase64Url(json);
}

/** The parsed JSON, deliberately unknown: the text came from a URL, so callers must validate it. */
export function decodeJsonBase64Url(text: string): unknown {
  const json = decodeBase64Url(text);
  try {
    return JSON.parse(json) as unknown;
  } catch {
    throw new Base64UrlDecodeError('json', 'Decoded text is not JSON');
  }
}

/**
 * The anonymous appointment link's token: base64url of `${a}_${b}`. Throws RangeError when a
 * part is empty or contains '_', since the pair could then not be split back apart.
 */
export function encodePairBase64Url(a: string, b: string): string {
  if (a === '' || b === '' || a.includes(PAIR_SEPARATOR) || b.includes(PAIR_SEPARATOR)) {
    throw new RangeError("Pair parts must be non-empty and must not contain '_'");
  }
  return encodeBase64Url(`${a}${PAIR_SEPARATOR}${b}`);
}

/** The two parts of a link token, or null unless it decodes to exactly two non-empty parts. */
export function decodePairBase64Url(text: string): [string, string] | null {
  let decoded: string;
  try {
    decoded = decodeBase64Url(text);
  } catch {
    return null;
  }
  const parts = decoded.split(PAIR_SEPARATOR);
  const [a, b] = parts;
  if (parts.length !== 2 || !a || !b) {
    return null;
  }
  return [a, b];
}
