import { isSafeReturnPath, MAX_RETURN_PATH_LENGTH, resolveReturnPath, safeReturnPath } from './safe-path';

describe('isSafeReturnPath', () => {
  it.each(['/fi', '/fi/laskut', '/en/appointments/12,13?tab=consent', '/sv/tidsbokningar#top', '/fi/a%2F%2Fb'])(
    'accepts the own-origin path %s',
    (path) => {
      expect(isSafeReturnPath(path)).toBe(true);
    },
  );

  it.each([
    ['an absolute address', 'https://evil.example'],
    ['an absolute address with a path', 'https://evil.example/fi'],
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address with a path', '//evil.example/fi/laskut'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a backslash later on', '/fi\\..\\\\evil.example'],
    ['a tab the URL parser strips', '/\t/evil.example'],
    ['a new line', '/\n/evil.example'],
    ['a space', '/ /evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative path', 'fi/laskut'],
    ['an empty string', ''],
    ['a bare domain', 'evil.example'],
    ['dot segments that resolve to a protocol-relative path', '/fi/..//evil.example/login'],
    ['a single dot segment that does too', '/.//evil.example'],
    ['encoded dot segments that do too', '/fi/%2e%2e//evil.example'],
  ])('refuses %s', (_what, value) => {
    expect(isSafeReturnPath(value)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isSafeReturnPath(undefined)).toBe(false);
    expect(isSafeReturnPath(null)).toBe(false);
    expect(isSafeReturnPath(['/fi'])).toBe(false);
  });

  it('refuses a path longer than the sign-in query allows', () => {
    const long = `/fi/${'a'.repeat(MAX_RETURN_PATH_LENGTH)}`;
    expect(isSafeReturnPath(long)).toBe(false);
    expect(isSafeReturnPath(long.slice(0, MAX_RETURN_PATH_LENGTH))).toBe(true);
  });
});

describe('resolveReturnPath', () => {
  it('gives the path as it resolves, which is what a redirect follows', () => {
    expect(resolveReturnPath('/fi/laskut?page=2#top')).toBe('/fi/laskut?page=2#top');
    expect(resolveReturnPath('/fi/varaus/../laskut')).toBe('/fi/laskut');
    expect(resolveReturnPath('/fi/./laskut')).toBe('/fi/laskut');
    expect(resolveReturnPath('/fi/..//evil.example/login')).toBeNull();
  });
});

describe('safeReturnPath', () => {
  it('gives the resolved path when safe and the fallback otherwise', () => {
    expect(safeReturnPath('/fi/laskut', '/fi')).toBe('/fi/laskut');
    expect(safeReturnPath('/sv/x/../fakturor', '/fi')).toBe('/sv/fakturor');
    expect(safeReturnPath('/fi/..//evil.example/login', '/fi')).toBe('/fi');
    expect(safeReturnPath('//evil.example', '/fi')).toBe('/fi');
    expect(safeReturnPath(null, '/sv')).toBe('/sv');
  });
});
