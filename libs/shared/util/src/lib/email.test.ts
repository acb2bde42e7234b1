import {
  EMAIL_MAX_LENGTH,
  EMAIL_MAX_LENGTH_USER_FORM,
  isValidEmail,
  normalizeEmail,
  stripControlCharacters,
} from './email';

function emailOfLength(length: number): string {
  const local = 'a'.repeat(Math.min(64, length - 5));
  const domainLabel = 'b'.repeat(length - local.length - '@'.length - '.fi'.length);
  const email = `${local}@${domainLabel}.fi`;
  expect(email).toHaveLength(length);
  return email;
}

describe('constants', () => {
  it('match account doc section 5', () => {
    expect(EMAIL_MAX_LENGTH).toBe(100);
    expect(EMAIL_MAX_LENGTH_USER_FORM).toBe(78);
  });
});

describe('stripControlCharacters', () => {
  it.each([
    ['matti@example.fi', 'matti@example.fi'],
    ['matti\u0000@example.fi', 'matti@example.fi'],
    ['\tmatti@example.fi\r\n', 'matti@example.fi'],
    ['mat\u0007ti@exa\u001fmple.fi\u007f', 'matti@example.fi'],
    ['matti\u0085@example.fi\u009f', 'matti@example.fi'],
    ['a b\u00a0c', 'a b\u00a0c'],
    ['äö', 'äö'],
  ])('%j → %j', (input, expected) => {
    expect(stripControlCharacters(input)).toBe(expected);
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['  matti@example.fi  ', 'matti@example.fi'],
    ['\u0000 matti@example.fi \u0000', 'matti@example.fi'],
    ['Matti@Example.FI', 'Matti@Example.FI'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });
});

describe('isValidEmail', () => {
  it.each([
    'a@b.fi',
    'matti.meikalainen@example.fi',
    'MATTI@EXAMPLE.FI',
    'user+tag@sub.example.com',
    "o'brien@example.ie",
    'x_y-z@my-domain.co.uk',
    '1234@123.fi',
    "a!#$%&'*+/=?^_`{|}~-b@example.org",
    'first.last@a.b.c.d.museum',
    'a@b-c.d-e.fi',
    'a@b.co',
    ' matti@example.fi ',
    '\tmatti@example.fi\n',
    'matti@example.fi\u0000',
    'mat\u0007ti@example.fi',
    '\u00a0matti@example.fi\u00a0',
    'a@xxn--b.fi',
    'a@b.xn',
  ])('%j is valid', (input) => {
    expect(isValidEmail(input)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['plain', 'no @'],
    ['@example.fi', 'no local part'],
    ['matti@', 'no domain'],
    ['matti@example', 'undotted domain'],
    ['matti@example.f', 'one-letter top-level domain'],
    ['matti@example.f1', 'digit in top-level domain'],
    ['matti@example.123', 'numeric top-level domain'],
    ['matti@example.f-i', 'hyphen in top-level domain'],
    ['matti@.example.fi', 'empty domain label'],
    ['matti@example..fi', 'empty domain label'],
    ['matti@example.fi.', 'trailing dot'],
    ['matti@-example.fi', 'label starts with a hyphen'],
    ['matti@example-.fi', 'label ends with a hyphen'],
    ['matti@exam_ple.fi', 'underscore in domain'],
    [`matti@${'b'.repeat(64)}.fi`, '64-character domain label'],
    ['.matti@example.fi', 'leading dot'],
    ['matti.@example.fi', 'trailing dot in local part'],
    ['mat..ti@example.fi', 'consecutive dots'],
    [`${'a'.repeat(65)}@example.fi`, '65-character local part'],
    ['matti meik@example.fi', 'space in local part'],
    ['matti@exa mple.fi', 'space in domain'],
    ['matti\u00a0m@example.fi', 'non-breaking space'],
    ['matti@ example.fi', 'space after @'],
    ['a@b.fi, c@d.fi', 'list with comma'],
    ['a@b.fi,c@d.fi', 'list with comma, no space'],
    ['a@b.fi;c@d.fi', 'list with semicolon'],
    ['a@b.fi c@d.fi', 'list with space'],
    ['Name <a@b.fi>', 'display name'],
    ['"Name" <a@b.fi>', 'quoted display name'],
    ['<a@b.fi>', 'angle brackets'],
    ['"quoted"@example.fi', 'quoted local part'],
    ['a@b@c.fi', 'two @ signs'],
    ['matti(comment)@example.fi', 'comment'],
    ['matti@[192.168.0.1]', 'address literal'],
    ['matti@192.168.0.1', 'IP address'],
    ['mätti@example.fi', 'non-ASCII local part'],
    ['matti@ä.fi', 'non-ASCII domain'],
    ['matti@xn--4ca.fi', 'punycode label'],
    ['matti@XN--4CA.fi', 'punycode label, upper case'],
    ['matti@mail.Xn--mller-kva.de', 'punycode label in the middle'],
    ['matti@example.xn--p1ai', 'punycode top-level domain'],
    ['matti\\@example.fi', 'backslash'],
  ])('%j is invalid (%s)', (input) => {
    expect(isValidEmail(input)).toBe(false);
  });

  it.each([
    [EMAIL_MAX_LENGTH, undefined, true],
    [EMAIL_MAX_LENGTH + 1, undefined, false],
    [EMAIL_MAX_LENGTH, EMAIL_MAX_LENGTH, true],
    [EMAIL_MAX_LENGTH_USER_FORM, EMAIL_MAX_LENGTH_USER_FORM, true],
    [EMAIL_MAX_LENGTH_USER_FORM + 1, EMAIL_MAX_LENGTH_USER_FORM, false],
    [EMAIL_MAX_LENGTH_USER_FORM + 1, undefined, true],
  ])('an address of %d characters with maxLength %s → %s', (length, maxLength, expected) => {
    const options = maxLength === undefined ? {} : { maxLength };
    expect(isValidEmail(emailOfLength(length), options)).toBe(expected);
  });

  it('measures length after normalizing', () => {
    expect(isValidEmail(`  ${emailOfLength(EMAIL_MAX_LENGTH)}\u0000  `)).toBe(true);
  });
});
