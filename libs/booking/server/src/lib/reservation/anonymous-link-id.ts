import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 24 characters of 62: about 143 bits, far past guessing. */
export const ANONYMOUS_LINK_ID_LENGTH = 24;
// Bytes of 248 and above are skipped: 248 is the largest multiple of 62 in a byte, so every
// character stays equally likely.
const UNBIASED_BELOW = 248;

/** A new anonymous appointment link id; every reservation made by the API takes one. */
export function newAnonymousLinkId(): string {
  let id = '';
  while (id.length < ANONYMOUS_LINK_ID_LENGTH) {
    for (const byte of randomBytes(32)) {
      if (byte < UNBIASED_BELOW && id.length < ANONYMOUS_LINK_ID_LENGTH) id += ALPHABET.charAt(byte % ALPHABET.length);
    }
  }
  return id;
}
