import { decodeBase64Url } from '@portal/shared/util';

const PAIR_FORM = /^\d+_([A-Za-z0-9]{16,64})$/;

/**
 * The appointment's anonymous link id from the address. The link comes in two forms: the id
 * itself, or URL-safe base64 of `{numeric id}_{link id}`. Only a decoded text of exactly that
 * shape counts as the second form, since a plain id may happen to be valid base64 too.
 */
export function anonymousLinkIdOf(param: string): string {
  let decoded: string;
  try {
    decoded = decodeBase64Url(param);
  } catch {
    return param;
  }
  return PAIR_FORM.exec(decoded)?.[1] ?? param;
}
