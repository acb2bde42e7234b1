import {
  Base64UrlDecodeError,
  decodeBase64Url,
  decodeJsonBase64Url,
  decodePairBase64Url,
  encodeBase64Url,
  encodeJsonBase64Url,
  encodePairBase64Url,
} from './base64url';

const SAMPLES = [
  '',
  'a',
  'ab',
  'abc',
  'abcd',
  'Hello, world!',
  'äöå ÄÖÅ',
  'Hyvää päivää, Åsa! Müller',
  'emoji 👩‍⚕️🩺🇫🇮',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 outside the BMP',
  '\u0000\u0001 control characters \u007f',
  '\ufeffstarts with a byte order mark',
  '???>>>~~~', // encodes to '+' and '/' in standard base64
  'x'.repeat(100_000),
];

describe('encodeBase64Url / decodeBase64Url', () => {
  it.each(SAMPLES.map((s) => [s.length > 40 ? `${s.slice(0, 40)}…` : s, s]))('round-trips %j', (_label, text) => {
    const encoded = encodeBase64Url(text);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
    expect(decodeBase64Url(encoded)).toBe(text);
  });

  it.each([
    ['', ''],
    ['f', 'Zg'],
    ['fo', 'Zm8'],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg'],
    ['fooba', 'Zm9vYmE'],
    ['foobar', 'Zm9vYmFy'],
    ['ä', 'w6Q'],
    ['ö', 'w7Y'],
    ['å', 'w6U'],
    ['😀', '8J-YgA'],
    ['???>>>', 'Pz8_Pj4-'],
  ])('RFC 4648 vectors and UTF-8: %j → %j', (text, encoded) => {
    expect(encodeBase64Url(text)).toBe(encoded);
    expect(decodeBase64Url(encoded)).toBe(text);
  });

  it('never produces +, / or =', () => {
    for (let code = 0; code < 0x800; code += 1) {
      const encoded = encodeBase64Url(String.fromCharCode(code, code + 1, code * 3));
      expect(encoded).not.toMatch(/[+/=]/);
    }
  });

  it('tolerates correct padding', () => {
    expect(decodeBase64Url('Zg==')).toBe('f');
    expect(decodeBase64Url('Zm8=')).toBe('fo');
  });

  it.each([
    ['Zm9v+w', 'alphabet'],
    ['Zm9v/w', 'alphabet'],
    ['Zm 9v', 'alphabet'],
    ['Zm9v!', 'alphabet'],
    ['Zg=', 'alphabet'],
    ['Zg===', 'alphabet'],
    ['Z=g=', 'alphabet'],
    ['Zm9vY', 'length'],
    ['Z', 'length'],
    ['Zh', 'non-canonical'],
    ['Zm9', 'non-canonical'],
    ['_w', 'utf8'],
    ['wyg', 'utf8'],
    ['7aCA', 'utf8'],
  ])('%j throws Base64UrlDecodeError (%s)', (text, reason) => {
    expect(() => decodeBase64Url(text)).toThrow(Base64UrlDecodeError);
    try {
      decodeBase64Url(text);
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ name: 'Base64UrlDecodeError', reason });
    }
  });
});

describe('encodeJsonBase64Url / decodeJsonBase64Url', () => {
  it.each([
    [{ clinicId: 'HKI', date: '2026-05-10', names: ['Äijä', 'Öljy', 'Åsa'] }],
    [[1, 2, 3]],
    ['text 🩺'],
    [42],
    [null],
    [true],
  ])('round-trips %j', (value) => {
    const encoded = encodeJsonBase64Url(value);
    expect(encoded).not.toMatch(/[+/=]/);
    expect(decodeJsonBase64Url(encoded)).toEqual(value);
  });

  it.each([undefined, () => 1, Symbol('x')])('refuses %p, which JSON cannot represent', (value) => {
    expect(() => encodeJsonBase64Url(value)).toThrow(TypeError);
  });

  it('throws Base64UrlDecodeError with reason json for text that is not JSON', () => {
    expect(() => decodeJsonBase64Url(encodeBase64Url('{not json'))).toThrow(
      expect.objectContaining({ name: 'Base64UrlDecodeError', reason: 'json' }),
    );
  });

  it('throws Base64UrlDecodeError for bad base64url', () => {
    expect(() => decodeJsonBase64Url('***')).toThrow(Base64UrlDecodeError);
  });
});

describe('encodePairBase64Url / decodePairBase64Url', () => {
  it.each([
    ['12345', 'abcdef'],
    ['appointment-1', 'token.with.dots'],
    ['Äänekoski', 'Öljy-Åsa 🩺'],
  ])('round-trips (%j, %j)', (a, b) => {
    const encoded = encodePairBase64Url(a, b);
    expect(encoded).toBe(encodeBase64Url(`${a}_${b}`));
    expect(encoded).not.toMatch(/[+/=]/);
    expect(decodePairBase64Url(encoded)).toEqual([a, b]);
  });

  it.each([
    ['', 'b'],
    ['a', ''],
    ['a_b', 'c'],
    ['a', 'b_c'],
  ])('refuses (%j, %j)', (a, b) => {
    expect(() => encodePairBase64Url(a, b)).toThrow(RangeError);
  });

  it.each([
    ['no separator', encodeBase64Url('abc')],
    ['three parts', encodeBase64Url('a_b_c')],
    ['empty first part', encodeBase64Url('_b')],
    ['empty second part', encodeBase64Url('a_')],
    ['only a separator', encodeBase64Url('_')],
    ['empty text', ''],
    ['not base64url', 'a+b/c'],
    ['not UTF-8', '_w'],
  ])('%s → null', (_label, text) => {
    expect(decodePairBase64Url(text)).toBeNull();
  });
});
