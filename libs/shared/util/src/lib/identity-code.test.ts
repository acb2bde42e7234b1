import {
  IDENTITY_CODE_MAX_LENGTH,
  ageOn,
  genderOf,
  identityCodeCheckCharacter,
  isTestIdentityCode,
  isValidIdentityCode,
  maskIdentityCode,
  normalizeIdentityCode,
  validateIdentityCode,
} from './identity-code';

// Independent of the implementation on purpose: the spec's formula, written out again.
const ALPHABET = '0123456789ABCDEFHJKLMNPRSTUVWXY';
function checkOf(nineDigits: string): string {
  return ALPHABET.charAt(Number(nineDigits) % 31);
}
function makeCode(ddmmyy: string, sign: string, individual: string): string {
  return `${ddmmyy}${sign}${individual}${checkOf(ddmmyy + individual)}`;
}
function withCheck(code: string, check: string): string {
  return code.slice(0, 10) + check;
}

const CENTURY_SIGNS: ReadonlyArray<[string, number]> = [
  ['+', 1800],
  ['-', 1900],
  ['Y', 1900],
  ['X', 1900],
  ['W', 1900],
  ['V', 1900],
  ['U', 1900],
  ['A', 2000],
  ['B', 2000],
  ['C', 2000],
  ['D', 2000],
  ['E', 2000],
  ['F', 2000],
];

describe('known valid codes', () => {
  it.each([
    ['131052-308T', { year: 1952, month: 10, day: 13 }, 'female', false],
    ['010594Y9021', { year: 1994, month: 5, day: 1 }, 'female', true],
    ['280264-051U', { year: 1964, month: 2, day: 28 }, 'male', false],
    ['010181-900C', { year: 1981, month: 1, day: 1 }, 'female', true],
  ])('%s is valid', (code, birthDate, gender, isTestCode) => {
    expect(validateIdentityCode(code)).toEqual({
      valid: true,
      isDevelopmentCode: false,
      birthDate,
      gender,
      isTestCode,
    });
    expect(isValidIdentityCode(code)).toBe(true);
  });

  it('the hard-coded examples agree with the helper formula', () => {
    expect(makeCode('131052', '-', '308')).toBe('131052-308T');
    expect(makeCode('010594', 'Y', '902')).toBe('010594Y9021');
  });
});

describe('normalizeIdentityCode', () => {
  it.each([
    ['  131052-308t ', '131052-308T'],
    ['010594y9021', '010594Y9021'],
    ['\t131052-308T\n', '131052-308T'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeIdentityCode(input)).toBe(expected);
  });

  it('validation normalizes first', () => {
    expect(isValidIdentityCode(' 131052-308t ')).toBe(true);
    expect(isValidIdentityCode('010594y9021')).toBe(true);
  });
});

describe('century signs', () => {
  it.each(CENTURY_SIGNS)('%s means the %d s', (sign, century) => {
    const code = makeCode('150650', sign, '123');
    const result = validateIdentityCode(code);
    expect(result).toMatchObject({ valid: true, birthDate: { year: century + 50, month: 6, day: 15 } });
  });

  it('every sign of the same century gives the same birth date and the same check character', () => {
    const codes = CENTURY_SIGNS.filter(([, c]) => c === 1900).map(([s]) => makeCode('311299', s, '456'));
    expect(new Set(codes.map((c) => c.slice(-1))).size).toBe(1);
    for (const code of codes) {
      expect(validateIdentityCode(code)).toMatchObject({ valid: true, birthDate: { year: 1999 } });
    }
  });

  it.each(['G', 'H', 'T', 'Z', '*', '_', '/', ' ', '0'])('rejects %j as a century sign', (sign) => {
    expect(validateIdentityCode(makeCode('150650', sign, '123'))).toEqual({ valid: false, reason: 'format' });
  });

  it('lower-case century letters are accepted after normalizing', () => {
    expect(isValidIdentityCode(makeCode('010105', 'A', '123').toLowerCase())).toBe(true);
  });
});

describe('check character', () => {
  it.each(Array.from(ALPHABET, (char, remainder) => [char, remainder] as const))(
    'check character %s (remainder %d) is computed and verified',
    (char, remainder) => {
      // Individual numbers step by one, so some number in 002-899 hits every remainder.
      const ddmmyy = '020304';
      let individual = 2;
      while (Number(ddmmyy + String(individual).padStart(3, '0')) % 31 !== remainder) {
        individual += 1;
      }
      const nnn = String(individual).padStart(3, '0');
      expect(identityCodeCheckCharacter(ddmmyy + nnn)).toBe(char);
      const code = `${ddmmyy}-${nnn}${char}`;
      expect(isValidIdentityCode(code)).toBe(true);
      for (const other of ALPHABET.replace(char, '')) {
        expect(validateIdentityCode(withCheck(code, other))).toEqual({ valid: false, reason: 'checksum' });
      }
    },
  );

  it.each(['G', 'I', 'O', 'Q', 'Z', '-', '*'])('%s is never a check character', (char) => {
    expect(validateIdentityCode(withCheck('131052-308T', char))).toEqual({ valid: false, reason: 'format' });
  });

  it('catches every single-digit change in any position of the date or individual number', () => {
    const code = '131052-308T';
    const digitPositions = [0, 1, 2, 3, 4, 5, 7, 8, 9];
    for (const position of digitPositions) {
      for (const digit of '0123456789') {
        if (code[position] === digit) continue;
        const changed = code.slice(0, position) + digit + code.slice(position + 1);
        const result = validateIdentityCode(changed);
        expect(result.valid).toBe(false);
        expect(['checksum', 'date']).toContain(result.valid ? 'valid' : result.reason);
      }
    }
  });

  it('catches swapped neighbouring individual-number digits', () => {
    expect(isValidIdentityCode('131052-380T')).toBe(false);
  });

  it.each(['', '12345678', '1234567890', '12345678a', '12345678 ', '-12345678'])(
    'identityCodeCheckCharacter(%j) throws',
    (input) => {
      expect(() => identityCodeCheckCharacter(input)).toThrow(RangeError);
    },
  );

  it('identityCodeCheckCharacter keeps leading zeros meaningful', () => {
    expect(identityCodeCheckCharacter('000000000')).toBe('0');
    expect(identityCodeCheckCharacter('000000030')).toBe('Y');
    expect(identityCodeCheckCharacter('000000031')).toBe('0');
  });
});

describe('birth date', () => {
  it.each([
    ['000150', 'day 00'],
    ['320150', 'day 32'],
    ['010050', 'month 00'],
    ['011350', 'month 13'],
    ['310450', '31 April'],
    ['310650', '31 June'],
    ['310950', '31 September'],
    ['311150', '31 November'],
    ['300250', '30 February'],
    ['290223', '29 February in a non-leap year'],
  ])('%s (%s) is not a date', (ddmmyy) => {
    expect(validateIdentityCode(makeCode(ddmmyy, '-', '123'))).toEqual({ valid: false, reason: 'date' });
  });

  it.each([
    ['290200', '+', false, '1800 was not a leap year'],
    ['290200', '-', false, '1900 was not a leap year'],
    ['290200', 'A', true, '2000 was a leap year'],
    ['290296', '-', true, '1996 was a leap year'],
    ['290204', 'A', true, '2004 was a leap year'],
    ['290297', '-', false, '1997 was not'],
    ['290224', 'B', true, '2024 was a leap year'],
  ])('%s%s valid=%s (%s)', (ddmmyy, sign, valid) => {
    const result = validateIdentityCode(makeCode(ddmmyy, sign, '123'));
    expect(result.valid ? 'ok' : result.reason).toBe(valid ? 'ok' : 'date');
  });

  it.each([
    ['010100', '+', { year: 1800, month: 1, day: 1 }],
    ['311299', '+', { year: 1899, month: 12, day: 31 }],
    ['010100', '-', { year: 1900, month: 1, day: 1 }],
    ['311299', 'U', { year: 1999, month: 12, day: 31 }],
    ['010100', 'A', { year: 2000, month: 1, day: 1 }],
    ['311299', 'F', { year: 2099, month: 12, day: 31 }],
  ])('%s%s is born on %o', (ddmmyy, sign, birthDate) => {
    expect(validateIdentityCode(makeCode(ddmmyy, sign, '123'))).toMatchObject({ valid: true, birthDate });
  });

  it('accepts every day of a leap year and rejects the impossible ones', () => {
    let validDays = 0;
    for (let month = 1; month <= 13; month += 1) {
      for (let day = 0; day <= 32; day += 1) {
        const ddmmyy = `${String(day).padStart(2, '0')}${String(month).padStart(2, '0')}24`;
        if (isValidIdentityCode(makeCode(ddmmyy, 'A', '123'))) validDays += 1;
      }
    }
    expect(validDays).toBe(366);
  });

  it('a date error is reported before a checksum error', () => {
    expect(validateIdentityCode('310452-308T')).toEqual({ valid: false, reason: 'date' });
  });
});

describe('format and length', () => {
  it(`IDENTITY_CODE_MAX_LENGTH is 11`, () => {
    expect(IDENTITY_CODE_MAX_LENGTH).toBe(11);
  });

  it.each([
    ['131052-308T0', 12],
    ['131052-308TX', 12],
    ['0131052-308T', 12],
    ['131052--308T', 12],
    ['131052-308T131052-308T', 22],
  ])('%s (%d characters) fails with reason length', (code) => {
    expect(validateIdentityCode(code)).toEqual({ valid: false, reason: 'length' });
  });

  it('surrounding whitespace does not count towards the length', () => {
    expect(validateIdentityCode('   131052-308T   ')).toMatchObject({ valid: true });
  });

  it.each([
    '',
    '131052308T',
    '131052-308',
    '131052-30T',
    '13105-308T',
    '131052 308T',
    '1310522308T',
    '131052-3O8T',
    'ABCDEF-308T',
    '13.10.52-30',
    '131052-A08T',
    '131052-0A8T',
    '131052-A8T',
  ])('%j fails with reason format', (code) => {
    expect(validateIdentityCode(code)).toEqual({ valid: false, reason: 'format' });
  });
});

describe('individual number, gender and test codes', () => {
  it('every individual number 000-999 gives a valid code with the right gender and test flag', () => {
    for (let n = 0; n <= 999; n += 1) {
      const nnn = String(n).padStart(3, '0');
      const code = makeCode('241290', '-', nnn);
      expect(validateIdentityCode(code)).toEqual({
        valid: true,
        isDevelopmentCode: false,
        birthDate: { year: 1990, month: 12, day: 24 },
        gender: n % 2 === 0 ? 'female' : 'male',
        isTestCode: n >= 900,
      });
    }
  });

  it.each([
    ['899', false],
    ['900', true],
    ['901', true],
    ['999', true],
    ['002', false],
  ])('individual number %s: isTestIdentityCode=%s', (nnn, expected) => {
    expect(isTestIdentityCode(makeCode('010190', '-', nnn))).toBe(expected);
  });

  it('isTestIdentityCode is false for invalid and development codes', () => {
    expect(isTestIdentityCode(withCheck(makeCode('010190', '-', '950'), 'Z'))).toBe(false);
    expect(isTestIdentityCode('310290-950X')).toBe(false);
    expect(isTestIdentityCode('010190-AB1')).toBe(false);
  });

  it.each([
    ['131052-308T', 'female'],
    [makeCode('131052', '-', '309'), 'male'],
    [makeCode('010105', 'A', '998'), 'female'],
    [makeCode('010105', 'A', '999'), 'male'],
    ['131052-308A', null],
    ['010190-AB1', null],
    ['', null],
  ])('genderOf(%s) is %s', (code, gender) => {
    expect(genderOf(code)).toBe(gender);
  });
});

describe('development codes (DDMMYY C LL X)', () => {
  it.each(['010190-AB1', '010190-ZZY', '291200AXX0', '150650+QQ0', '010190-ab1'])(
    '%s is valid by default',
    (code) => {
      const result = validateIdentityCode(code);
      expect(result).toMatchObject({ valid: true, isDevelopmentCode: true, gender: null, isTestCode: false });
    },
  );

  it('accepts every check-alphabet character in the last position', () => {
    for (const char of ALPHABET) {
      expect(isValidIdentityCode(`010190-AB${char}`)).toBe(true);
    }
  });

  it('reports the birth date', () => {
    expect(validateIdentityCode('291200AXX0')).toMatchObject({ birthDate: { year: 2000, month: 12, day: 29 } });
  });

  it('is rejected with reason development when disallowed', () => {
    expect(validateIdentityCode('010190-AB1', { allowDevelopmentCodes: false })).toEqual({
      valid: false,
      reason: 'development',
    });
    expect(isValidIdentityCode('010190-AB1', { allowDevelopmentCodes: false })).toBe(false);
    expect(isValidIdentityCode('010190-AB1', { allowDevelopmentCodes: true })).toBe(true);
  });

  it('disallowing development codes does not affect standard codes', () => {
    expect(isValidIdentityCode('131052-308T', { allowDevelopmentCodes: false })).toBe(true);
  });

  it.each([
    ['310290-AB1', 'date'],
    ['290201-AB1', 'date'],
    ['010190-ABG', 'format'],
    ['010190-AÄ1', 'format'],
    ['010190-A1B', 'format'],
    ['010190-ABC1', 'format'],
    ['010190-A1', 'format'],
  ])('%s fails with reason %s', (code, reason) => {
    expect(validateIdentityCode(code)).toEqual({ valid: false, reason });
  });
});

describe('ageOn', () => {
  const born = makeCode('150680', '-', '123'); // 15.6.1980

  it.each([
    [{ year: 2020, month: 6, day: 14 }, 39],
    [{ year: 2020, month: 6, day: 15 }, 40],
    [{ year: 2020, month: 6, day: 16 }, 40],
    [{ year: 2020, month: 5, day: 31 }, 39],
    [{ year: 2020, month: 7, day: 1 }, 40],
    [{ year: 1980, month: 6, day: 15 }, 0],
    [{ year: 1981, month: 6, day: 14 }, 0],
    [{ year: 1981, month: 6, day: 15 }, 1],
  ])('on %o the person is %d', (onDate, age) => {
    expect(ageOn(born, onDate)).toBe(age);
  });

  describe('29 February birthday', () => {
    const leapling = makeCode('290204', 'A', '123');
    it.each([
      [{ year: 2022, month: 2, day: 28 }, 17],
      [{ year: 2022, month: 3, day: 1 }, 18],
      [{ year: 2024, month: 2, day: 28 }, 19],
      [{ year: 2024, month: 2, day: 29 }, 20],
      [{ year: 2024, month: 3, day: 1 }, 20],
      [{ year: 2100, month: 2, day: 28 }, 95],
      [{ year: 2100, month: 3, day: 1 }, 96],
    ])('on %o is %d', (onDate, age) => {
      expect(ageOn(leapling, onDate)).toBe(age);
    });
  });

  it('works across centuries', () => {
    expect(ageOn(makeCode('311299', '+', '123'), { year: 2000, month: 1, day: 1 })).toBe(100);
    expect(ageOn('131052-308T', { year: 2026, month: 10, day: 12 })).toBe(73);
    expect(ageOn('131052-308T', { year: 2026, month: 10, day: 13 })).toBe(74);
  });

  it('works for development codes', () => {
    expect(ageOn('010190-AB1', { year: 2026, month: 1, day: 1 })).toBe(36);
  });

  it('is null for an invalid code or a date before birth', () => {
    expect(ageOn('131052-308A', { year: 2026, month: 1, day: 1 })).toBeNull();
    expect(ageOn(born, { year: 1980, month: 6, day: 14 })).toBeNull();
  });

  it.each([
    { year: 2023, month: 2, day: 29 },
    { year: 2023, month: 13, day: 1 },
    { year: 2023, month: 1, day: 0 },
    { year: 2023.5, month: 1, day: 1 },
  ])('throws for the impossible date %o', (onDate) => {
    expect(() => ageOn(born, onDate)).toThrow(RangeError);
  });
});

describe('maskIdentityCode', () => {
  it.each([
    ['131052-308T', '131052-****'],
    ['010594Y9021', '010594Y****'],
    [' 010105a123x ', '010105A****'],
    ['010190-AB1', '010190-****'],
  ])('%j → %j', (code, masked) => {
    expect(maskIdentityCode(code)).toBe(masked);
  });

  it('never shows the individual number or check character', () => {
    const code = makeCode('241290', '-', '777');
    expect(maskIdentityCode(code)).not.toContain('777');
    expect(maskIdentityCode(code)).toHaveLength(11);
  });
});
