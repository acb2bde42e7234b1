import type { PhoneNumber } from 'libphonenumber-js/max';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

// The footer of every page needs only tel: links and the business-number test, which live in
// phone-links.ts without the phone metadata: a module is bundled whole, so keeping them here
// would pull libphonenumber into the first page's JavaScript as soon as any lazy page validates
// a phone number.

// The 'max' metadata is needed: the default 'min' metadata checks one broad pattern per
// country, so it accepts unassigned Finnish ranges such as 012 345678 or 071 23456.

export const PHONE_MAX_LENGTH_USER = 15;
export const PHONE_MAX_LENGTH_GUARDIAN = 20;
export const MIN_ONBOARDING_PHONE_DIGITS = 6;

const FINNISH_CALLING_CODE = '358';
const WHITESPACE = /\s+/g;
// Finnish area codes and operator prefixes never start with 0, so '00…' is an international
// call prefix rather than a trunk '0' and is left alone.
const LEADING_TRUNK_ZERO = /^0(?=[1-9])/;
// A 0 right after the prefix ('+358 040…') would be saved as a wrong E.164 number.
const FINNISH_FORMAT = /^(?:\+358|0)([1-9]\d{4,19})$/;
const BOOKING_FORMAT = /^\+?\d+$/;
const ONBOARDING_FORMAT = new RegExp(`^\\+?\\d{${MIN_ONBOARDING_PHONE_DIGITS},}$`);

function compact(input: string): string {
  return input.replace(WHITESPACE, '');
}

function parseFinnish(text: string): PhoneNumber | undefined {
  return parsePhoneNumberFromString(text, { defaultCountry: 'FI', extract: false });
}

// Åland (AX) shares +358 and is part of Finland, so the calling code decides, not the region.
function isValidInFinland(phone: PhoneNumber | undefined): phone is PhoneNumber {
  return phone !== undefined && phone.countryCallingCode === FINNISH_CALLING_CODE && phone.isValid();
}

/**
 * What the phone field does on blur: removes all whitespace and turns a national '0' prefix
 * into '+358'; anything else stays as typed, so the user sees what they wrote when it fails.
 */
export function normalizePhoneOnBlur(input: string): string {
  return compact(input).replace(LEADING_TRUNK_ZERO, '+358');
}

export interface FinnishPhoneOptions {
  /**
   * Longest allowed value, counted on the normalized form ('+358…', no spaces) because that is
   * what gets saved. Defaults to PHONE_MAX_LENGTH_GUARDIAN.
   */
  readonly maxLength?: number;
}

/**
 * Account phone rule: '+358' or '0', then 5-20 digits not starting with 0 (whitespace
 * ignored, nothing else allowed), and a number assigned in the Finnish numbering plan.
 */
export function isValidFinnishPhone(input: string, options: FinnishPhoneOptions = {}): boolean {
  const { maxLength = PHONE_MAX_LENGTH_GUARDIAN } = options;
  const normalized = normalizePhoneOnBlur(input);
  if (normalized.length > maxLength) {
    return false;
  }
  const match = FINNISH_FORMAT.exec(compact(input));
  if (!match) {
    return false;
  }
  return isValidInFinland(parseFinnish(`+${FINNISH_CALLING_CODE}${match[1] ?? ''}`));
}

/**
 * Booking form rule: an optional '+' and digits only (surrounding whitespace ignored), valid
 * as a Finnish number. Without '+' the digits are read as dialled in Finland, so both
 * '0401234567' and '00358401234567' pass.
 */
export function isValidBookingPhone(input: string): boolean {
  const value = input.trim();
  return BOOKING_FORMAT.test(value) && isValidInFinland(parseFinnish(value));
}

/** SMS onboarding rule: after removing whitespace, an optional '+' and at least six digits. */
export function isValidOnboardingPhone(input: string): boolean {
  return ONBOARDING_FORMAT.test(compact(input));
}

// libphonenumber leaves the subscriber part in one block ('010 3803838'); Finnish usage
// splits it ('010 380 3838'), so the last block is regrouped when it has 6-8 digits.
function regroupSubscriber(nationalFormat: string): string {
  return nationalFormat.replace(/ (\d{6,8})$/, (_match, block: string) => {
    const splitAt = block.length === 8 ? 4 : 3;
    return ` ${block.slice(0, splitAt)} ${block.slice(splitAt)}`;
  });
}

/**
 * Readable form for display: Finnish numbers in national format ('010 380 3838'), other
 * valid numbers in international format, anything unparseable trimmed but otherwise as is.
 */
export function formatPhoneForDisplay(phone: string): string {
  const parsed = parseFinnish(compact(phone));
  if (parsed === undefined || !parsed.isValid()) {
    return phone.trim();
  }
  if (parsed.countryCallingCode === FINNISH_CALLING_CODE) {
    return regroupSubscriber(parsed.formatNational());
  }
  return parsed.formatInternational();
}

/**
 * The number a text message is sent to, in E.164 as the SMS gateway takes it (a code, a booking
 * text). The phone fields accept an optional plus and at least six digits (account doc section 5): a national '0' means Finland
 * (+358), '00' is the international prefix, and digits without either already start with the
 * country code.
 */
export function smsPhoneNumber(input: string): string {
  const compact = input.replace(/[\s-]+/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('0')) return `+358${compact.slice(1)}`;
  return `+${compact}`;
}
