import { pathOf, scrub } from './redact';

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
