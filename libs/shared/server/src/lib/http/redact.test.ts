import { loggablePath, maskTokens, pathOf, scrub } from './redact';

describe('scrub', () => {
  it.each([
    ['an identity code of the 1900s', 'duplicate key (ssn)=(010180-912K)', 'duplicate key (ssn)=([identity-code])'],
    ['an identity code with a new century sign', 'person 010105Y9030 not found', 'person [identity-code] not found'],
    ['an identity code of the 2000s', 'child 150318A9516', 'child [identity-code]'],
    ['an e-mail address', 'mail to matti.meikalainen@example.fi failed', 'mail to [e-mail] failed'],
    ['an international phone number', 'sms to +358 40 123 4567 failed', 'sms to [phone] failed'],
    ['a national phone number', 'sms to 040-1234567 failed', 'sms to [phone] failed'],
  ])('removes %s', (_what, text, expected) => {
    expect(scrub(text)).toBe(expected);
  });

  it('keeps text without personal data', () => {
    expect(scrub('GET /api/session 200 in 12 ms')).toBe('GET /api/session 200 in 12 ms');
  });
});

describe('pathOf', () => {
  it('drops the query and the hash', () => {
    expect(pathOf('/api/logout?csrfToken=abc#x')).toBe('/api/logout');
    expect(pathOf('/oauth/authenticate')).toBe('/oauth/authenticate');
  });
});

describe('maskTokens', () => {
  const linkId = 'AbCd3fGh1jKlMn0pQrStUvWx';
  // The link's other form: URL-safe base64 of `{id}_{linkId}`.
  const encodedLink = Buffer.from(`4711_${linkId}`).toString('base64url');

  it.each([
    ['an anonymous appointment link id', `/api/anon/appointments/${linkId}`, '/api/anon/appointments/:token'],
    ['a link id in a portal page', `/en/appointment/${linkId}`, '/en/appointment/:token'],
    ['the URL-safe base64 form of a link', `/fi/ajanvaraus/${encodedLink}`, '/fi/ajanvaraus/:token'],
    ['a percent-encoded token', `/en/appointment/${linkId.slice(0, 4)}%${linkId.charCodeAt(4).toString(16)}${linkId.slice(5)}`, '/en/appointment/:token'],
    ['an identity provider interaction id', '/dev-idp/interaction/Xq2_k9LmN4pR7sT1vW3yZ', '/dev-idp/interaction/:token'],
    ['a token of digits and capitals', '/api/x/0123456789ABCDEF', '/api/x/:token'],
    ['every token of a path', `/a/${linkId}/b/${linkId}`, '/a/:token/b/:token'],
    ['an identity code in an address no route matched', '/api/patients/150488-902P', '/api/patients/:personal'],
    ['an identity code of the 2000s, percent-encoded and inside a segment', '/fi/x/henkilo%3D090318A963X.pdf', '/fi/x/:personal'],
    ['an e-mail address', '/api/users/laura.makinen%40example.com', '/api/users/:personal'],
    ['a phone number', '/api/sms/+358401234567', '/api/sms/:personal'],
    ['a phone number with spaces', '/api/sms/040%20123%204567', '/api/sms/:personal'],
  ])('masks %s', (_what, path, expected) => {
    expect(maskTokens(path)).toBe(expected);
  });

  it.each([
    ['translated route words, however long', '/fi/kirjautumattomat-kayttajat/ajanvaraukset'],
    ['short segments and numeric ids', '/api/appointments/12/cancel'],
    ['ids of up to six digits', '/fi/viestit/123456'],
    ['file names', '/assets/index-BXa1b2c3D4e5F6g7.js'],
    ['the root', '/'],
    ['a token shorter than 16 characters', '/en/appointment/AbCd3fGh1jKlMn0'],
  ])('keeps %s', (_what, path) => {
    expect(maskTokens(path)).toBe(path);
  });
});

describe('loggablePath', () => {
  it("is a matched route's pattern", () => {
    expect(loggablePath('/api/anon/appointments/AbCd3fGh1jKlMn0pQrStUvWx?x=1', '/api/anon/appointments/:linkId')).toBe('/api/anon/appointments/:linkId');
  });

  it('is the masked path without query when no route, or a wildcard route, matched', () => {
    expect(loggablePath('/en/appointment/AbCd3fGh1jKlMn0pQrStUvWx?csrfToken=abc')).toBe('/en/appointment/:token');
    expect(loggablePath('/assets/AbCd3fGh1jKlMn0pQrStUvWx/x.js', '/*')).toBe('/assets/:token/x.js');
    expect(loggablePath('/api/patients/150488-902P/records?x=1')).toBe('/api/patients/:personal/records');
  });
});
