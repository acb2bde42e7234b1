export const EMAIL_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH_USER_FORM = 78;

// RFC 5321 limits; the overall limit above is stricter than its 254.
const LOCAL_PART_MAX_LENGTH = 64;
const DOMAIN_LABEL_MAX_LENGTH = 63;

// Unicode category Cc: C0 controls, DEL and C1 controls (pasted tabs, newlines, NULs).
const CONTROL_CHARACTERS = /\p{Cc}/gu;

// RFC 5322 dot-atom; quoted local parts are left out on purpose, as downstream mail
// systems do not accept them.
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const LOCAL_PART = new RegExp(`^${ATEXT}+(?:\\.${ATEXT}+)*$`);
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,}$/;
const PUNYCODE_LABEL = /^xn--/i;

export function stripControlCharacters(input: string): string {
  return input.replace(CONTROL_CHARACTERS, '');
}

/** What gets validated and saved: control characters removed, then trimmed. */
export function normalizeEmail(input: string): string {
  return stripControlCharacters(input).trim();
}

export interface EmailOptions {
  /** Defaults to EMAIL_MAX_LENGTH; the user contact form passes EMAIL_MAX_LENGTH_USER_FORM. */
  readonly maxLength?: number;
}

function isValidDomain(domain: string): boolean {
  const labels = domain.split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  return (
    labels.length >= 2 &&
    labels.every(
      (label) =>
        label.length <= DOMAIN_LABEL_MAX_LENGTH && DOMAIN_LABEL.test(label) && !PUNYCODE_LABEL.test(label),
    ) &&
    TOP_LEVEL_DOMAIN.test(topLevel)
  );
}

/**
 * One plain ASCII mailbox: no display name, no lists, no spaces, no punycode (xn--) domain
 * labels, and a dotted domain whose top-level part is two or more letters. The input is
 * normalized first, so stray control characters and surrounding whitespace do not fail it.
 */
export function isValidEmail(input: string, options: EmailOptions = {}): boolean {
  const { maxLength = EMAIL_MAX_LENGTH } = options;
  const email = normalizeEmail(input);
  if (email.length === 0 || email.length > maxLength) {
    return false;
  }
  const at = email.lastIndexOf('@');
  const localPart = email.slice(0, at);
  const domain = email.slice(at + 1);
  return (
    at > 0 &&
    localPart.length <= LOCAL_PART_MAX_LENGTH &&
    LOCAL_PART.test(localPart) &&
    isValidDomain(domain)
  );
}
