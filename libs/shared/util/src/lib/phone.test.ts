import {
  MIN_ONBOARDING_PHONE_DIGITS,
  PHONE_MAX_LENGTH_GUARDIAN,
  PHONE_MAX_LENGTH_USER,
  formatPhoneForDisplay,
  smsPhoneNumber,
  isValidBookingPhone,
  isValidFinnishPhone,
  isValidOnboardingPhone,
  normalizePhoneOnBlur,
} from './phone';
import { isBusinessNumber, phoneHref } from './phone-links';

describe('constants', () => {
  it('match the account and onboarding rules', () => {
    expect(PHONE_MAX_LENGTH_USER).toBe(15);
    expect(PHONE_MAX_LENGTH_GUARDIAN).toBe(20);
    expect(MIN_ONBOARDING_PHONE_DIGITS).toBe(6);
  });
});

describe('normalizePhoneOnBlur', () => {
  it.each([
    ['040 123 4567', '+358401234567'],
    ['+358 40 123 4567', '+358401234567'],
    ['0401234567', '+358401234567'],
    ['  09\t1234\u00a05678 ', '+358912345678'],
    ['010 380 3838', '+358103803838'],
    ['+46 70 123 45 67', '+46701234567'],
    ['358 40 123 4567', '358401234567'],
    ['00358 40 123 4567', '00358401234567'],
    ['040-123 4567', '+35840-1234567'],
    ['abc def', 'abcdef'],
    ['0', '0'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizePhoneOnBlur(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const input of ['040 123 4567', '+358 40 123 4567', '00358 40', 'abc']) {
      const once = normalizePhoneOnBlur(input);
      expect(normalizePhoneOnBlur(once)).toBe(once);
    }
  });
});

describe('isValidFinnishPhone', () => {
  it.each([
    '+358401234567',
    '0401234567',
    '040 123 4567',
    '+358 40 123 4567',
    '0501234567',
    '0451234567',
    '0103803838',
    '+358 10 380 3838',
    '0912345678',
    '09 123 4567',
    '+35891234',
    '020 123456',
    '0294123456',
    '0800 123456',
    '+358 18 123456',
    '018 123456',
  ])('%j is valid', (input) => {
    expect(isValidFinnishPhone(input)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['+358', 'prefix only'],
    ['0', 'prefix only'],
    ['+3589123', 'four digits after the prefix'],
    ['09123', 'four digits after the prefix'],
    ['+46701234567', 'a Swedish number'],
    ['358401234567', 'no + or 0 prefix'],
    ['401234567', 'no prefix'],
    ['00358401234567', 'international call prefix'],
    ['+358040 1234567', 'trunk zero after the country code'],
    ['040-1234567', 'hyphen'],
    ['(040) 1234567', 'parentheses'],
    ['+358 40 123 456a', 'letter'],
    ['+358 12 345678', 'unassigned 012 range'],
    ['071 23456', 'unassigned 071 length'],
    ['0401234567890', 'too long for a mobile number'],
    ['+358401234567890123456', 'more than 20 digits'],
  ])('%j is invalid (%s)', (input) => {
    expect(isValidFinnishPhone(input)).toBe(false);
  });

  it.each([
    ['+35870234567890', PHONE_MAX_LENGTH_USER, true],
    ['070 234567890', PHONE_MAX_LENGTH_USER, true],
    ['+358702345678901', PHONE_MAX_LENGTH_USER, false],
    ['0702345678901', PHONE_MAX_LENGTH_USER, false],
    ['+358702345678901', PHONE_MAX_LENGTH_GUARDIAN, true],
    ['0702345678901', PHONE_MAX_LENGTH_GUARDIAN, true],
    ['+358401234567', 13, true],
    ['+358401234567', 12, false],
    ['040 123 4567', 13, true],
    ['040 123 4567', 12, false],
  ])('%j with maxLength %d → %s (length counted on the normalized form)', (input, maxLength, expected) => {
    expect(isValidFinnishPhone(input, { maxLength })).toBe(expected);
  });

  it('counts length without spaces, so a spaced-out user-form number still fits', () => {
    expect('+358 40 123 4567'.length).toBeGreaterThan(PHONE_MAX_LENGTH_USER);
    expect(isValidFinnishPhone('+358 40 123 4567', { maxLength: PHONE_MAX_LENGTH_USER })).toBe(true);
  });

  it('defaults to the guardian limit', () => {
    expect(isValidFinnishPhone('+358702345678901')).toBe(true);
  });
});

describe('isValidBookingPhone', () => {
  it.each([
    ['+358401234567', true],
    ['0401234567', true],
    [' 0401234567 ', true],
    ['0103803838', true],
    ['+35818123456', true],
    ['00358401234567', true],
    ['358401234567', true],
    ['040 123 4567', false],
    ['+358 40 123 4567', false],
    ['040-1234567', false],
    ['+46701234567', false],
    ['0046701234567', false],
    ['+358123', false],
    ['012345678', false],
    ['++358401234567', false],
    ['0401234567+', false],
    ['+', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidBookingPhone(input)).toBe(expected);
  });
});

describe('isValidOnboardingPhone', () => {
  it.each([
    ['123456', true],
    ['+123456', true],
    ['12345', false],
    ['+12345', false],
    [' 040 123 ', true],
    ['+ 1 2 3 4 5 6', true],
    ['+46701234567', true],
    ['0401234567', true],
    ['++123456', false],
    ['123456+', false],
    ['12345a', false],
    ['123-456', false],
    ['', false],
    ['      ', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidOnboardingPhone(input)).toBe(expected);
  });
});

describe('isBusinessNumber', () => {
  it.each([
    ['0103803838', true],
    ['010 380 3838', true],
    ['+358103803838', true],
    ['+358 10 380 3838', true],
    ['0100100', true],
    [' 010', true],
    ['0401234567', false],
    ['+358401234567', false],
    ['0201234567', false],
    ['+358201234567', false],
    ['01', false],
    ['+3581', false],
    ['1010', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isBusinessNumber(input)).toBe(expected);
  });
});

describe('formatPhoneForDisplay', () => {
  it.each([
    ['0103803838', '010 380 3838'],
    ['+358103803838', '010 380 3838'],
    ['010 3803838', '010 380 3838'],
    ['0401234567', '040 123 4567'],
    ['+358 40 123 4567', '040 123 4567'],
    ['0912345678', '09 1234 5678'],
    ['091234567', '09 123 4567'],
    ['0800123456', '0800 123 456'],
    ['020123456', '020 123 456'],
    ['091234', '09 1234'],
    ['0100100', '0100 100'],
    ['+358181234567', '018 123 4567'],
    ['+46701234567', '+46 70 123 45 67'],
    ['116117', '116117'],
    [' not a number ', 'not a number'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatPhoneForDisplay(input)).toBe(expected);
  });
});

describe('phoneHref', () => {
  it.each([
    ['0103803838', 'tel:+358103803838'],
    ['010 380 3838', 'tel:+358103803838'],
    ['+358 10 380 3838', 'tel:+358103803838'],
    ['040 123 4567', 'tel:+358401234567'],
    ['+46 70 123 45 67', 'tel:+46701234567'],
    ['116117', 'tel:116117'],
    ['112', 'tel:112'],
    ['(12) 34-5', 'tel:12345'],
  ])('%j → %j', (input, expected) => {
    expect(phoneHref(input)).toBe(expected);
  });
});

describe('smsPhoneNumber', () => {
  it('writes the phone fields’ numbers in E.164', () => {
    expect(smsPhoneNumber('040 123 4567')).toBe('+358401234567');
    expect(smsPhoneNumber('+358 40 123 4567')).toBe('+358401234567');
    expect(smsPhoneNumber('0046701234567')).toBe('+46701234567');
    expect(smsPhoneNumber('358401234567')).toBe('+358401234567');
  });
});
