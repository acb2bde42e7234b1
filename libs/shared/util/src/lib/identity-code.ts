import type { CalendarDate } from './calendar-date';
import { ageOnDate, isValidCalendarDate } from './calendar-date';

/**
 * Finnish personal identity code (henkilötunnus), DDMMYYCZZZQ:
 * birth date, century sign, individual number and check character.
 *
 * Development codes: the spec only says such a code has "two letters instead of three digits".
 * We take that literally: DDMMYY C LL Q, ten characters, with LL two letters A-Z. The check
 * character is computed from a nine-digit number and letters give no such number, so any
 * character of the check alphabet is accepted in that position. Their gender is unknown (null).
 */

export const IDENTITY_CODE_MAX_LENGTH = 11;

/** The 31 check characters, indexed by the nine-digit number modulo 31. */
export const IDENTITY_CODE_CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY';

const CENTURY_BY_SIGN: Readonly<Record<string, number>> = {
  '+': 1800,
  '-': 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

const STANDARD_PATTERN = /^(\d{2})(\d{2})(\d{2})([-+YXWVUABCDEF])(\d{3})([0-9A-FHJ-NPR-Y])$/;
const DEVELOPMENT_PATTERN = /^(\d{2})(\d{2})(\d{2})([-+YXWVUABCDEF])([A-Z]{2})([0-9A-FHJ-NPR-Y])$/;

// Real people get 002-899; DVV keeps 900-999 for test persons, which our demo data uses.
const FIRST_TEST_INDIVIDUAL_NUMBER = 900;

export type Gender = 'female' | 'male';

export type IdentityCodeInvalidReason = 'format' | 'date' | 'checksum' | 'length' | 'development';

export interface IdentityCodeOptions {
  /** Accept development codes (see the module comment). Defaults to true. */
  readonly allowDevelopmentCodes?: boolean;
}

export interface ValidStandardIdentityCode {
  readonly valid: true;
  readonly isDevelopmentCode: false;
  readonly birthDate: CalendarDate;
  readonly gender: Gender;
  readonly isTestCode: boolean;
}

export interface ValidDevelopmentIdentityCode {
  readonly valid: true;
  readonly isDevelopmentCode: true;
  readonly birthDate: CalendarDate;
  readonly gender: null;
  readonly isTestCode: false;
}

export interface InvalidIdentityCode {
  readonly valid: false;
  readonly reason: IdentityCodeInvalidReason;
}

export type IdentityCodeValidation =
  | ValidStandardIdentityCode
  | ValidDevelopmentIdentityCode
  | InvalidIdentityCode;

/** Trims and upper-cases, so '131052-308t ' is checked as '131052-308T'. */
export function normalizeIdentityCode(input: string): string {
  return input.trim().toUpperCase();
}

/** The check character for the nine digits DDMMYYNNN; throws RangeError for anything else. */
export function identityCodeCheckCharacter(nineDigits: string): string {
  if (!/^\d{9}$/.test(nineDigits)) {
    throw new RangeError('identityCodeCheckCharacter expects exactly nine digits');
  }
  return IDENTITY_CODE_CHECK_CHARACTERS.charAt(Number(nineDigits) % 31);
}

function invalid(reason: IdentityCodeInvalidReason): InvalidIdentityCode {
  return { valid: false, reason };
}

function birthDateOf(dd: string, mm: string, yy: string, sign: string): CalendarDate {
  return {
    year: (CENTURY_BY_SIGN[sign] ?? Number.NaN) + Number(yy),
    month: Number(mm),
    day: Number(dd),
  };
}

/** Validates an identity code and, when valid, tells what it encodes. */
export function validateIdentityCode(
  input: string,
  options: IdentityCodeOptions = {},
): IdentityCodeValidation {
  const code = normalizeIdentityCode(input);
  if (code.length > IDENTITY_CODE_MAX_LENGTH) {
    return invalid('length');
  }

  const standard = STANDARD_PATTERN.exec(code);
  if (standard) {
    const [, dd = '', mm = '', yy = '', sign = '', individual = '', check = ''] = standard;
    const birthDate = birthDateOf(dd, mm, yy, sign);
    if (!isValidCalendarDate(birthDate)) {
      return invalid('date');
    }
    if (identityCodeCheckCharacter(`${dd}${mm}${yy}${individual}`) !== check) {
      return invalid('checksum');
    }
    const individualNumber = Number(individual);
    return {
      valid: true,
      isDevelopmentCode: false,
      birthDate,
      gender: individualNumber % 2 === 0 ? 'female' : 'male',
      isTestCode: individualNumber >= FIRST_TEST_INDIVIDUAL_NUMBER,
    };
  }

  const development = DEVELOPMENT_PATTERN.exec(code);
  if (development) {
    if (options.allowDevelopmentCodes === false) {
      return invalid('development');
    }
    const [, dd = '', mm = '', yy = '', sign = ''] = development;
    const birthDate = birthDateOf(dd, mm, yy, sign);
    if (!isValidCalendarDate(birthDate)) {
      return invalid('date');
    }
    return { valid: true, isDevelopmentCode: true, birthDate, gender: null, isTestCode: false };
  }

  return invalid('format');
}

export function isValidIdentityCode(input: string, options: IdentityCodeOptions = {}): boolean {
  return validateIdentityCode(input, options).valid;
}

/** True for a valid standard code whose individual number is 900-999 (a test person). */
export function isTestIdentityCode(code: string): boolean {
  const result = validateIdentityCode(code);
  return result.valid && result.isTestCode;
}

/** Even individual number is female, odd male; null for invalid and development codes. */
export function genderOf(code: string): Gender | null {
  const result = validateIdentityCode(code);
  return result.valid ? result.gender : null;
}

/**
 * Age in whole years on `onDate`; the birthday counts on its own day, and a 29 February
 * birthday counts on 1 March in non-leap years. Null when the code is invalid or `onDate`
 * is before the birth date; throws RangeError when `onDate` is not a real date.
 */
export function ageOn(code: string, onDate: CalendarDate): number | null {
  if (!isValidCalendarDate(onDate)) {
    throw new RangeError('ageOn expects a real calendar date');
  }
  const result = validateIdentityCode(code);
  if (!result.valid) {
    return null;
  }
  return ageOnDate(result.birthDate, onDate);
}

/**
 * For read-only display: keeps the birth date and century sign, hides the rest behind a
 * fixed '****' so the masked text does not reveal whether the code was a development code.
 */
export function maskIdentityCode(code: string): string {
  return `${normalizeIdentityCode(code).slice(0, 7)}****`;
}
