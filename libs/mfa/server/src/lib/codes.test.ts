import { createHmac } from 'node:crypto';
import { codeHash, generateCode, phoneNumberKey, sameCodeHash } from './codes';
import { codeInMessage, codeMessage } from './sms/texts';

describe('codes', () => {
  it('are four random digits, leading zeros kept', () => {
    const codes = Array.from({ length: 3000 }, () => generateCode());
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    // 3,000 draws of 10,000: about 2,600 different ones, and some 300 below 1000.
    expect(new Set(codes).size).toBeGreaterThan(2000);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('are stored as an HMAC-SHA256 under the server’s secret, bound to the challenge', () => {
    const hash = codeHash('secret', 'challenge-1', '0427');
    expect(hash).toBe(createHmac('sha256', 'secret').update('challenge-1\n0427').digest('base64url'));
    expect(hash).not.toContain('0427');
    // Another secret, challenge or code gives another hash: a stolen table cannot be reversed without the secret.
    expect(codeHash('other secret', 'challenge-1', '0427')).not.toBe(hash);
    expect(codeHash('secret', 'challenge-2', '0427')).not.toBe(hash);
    expect(codeHash('secret', 'challenge-1', '0428')).not.toBe(hash);
  });

  it('are compared in constant time, and unequal lengths never match', () => {
    const hash = codeHash('secret', 'c', '1234');
    expect(sameCodeHash(hash, codeHash('secret', 'c', '1234'))).toBe(true);
    expect(sameCodeHash(hash, codeHash('secret', 'c', '1235'))).toBe(false);
    expect(sameCodeHash(hash, hash.slice(0, -1))).toBe(false);
    expect(sameCodeHash(hash, '')).toBe(false);
  });

  it('count against a phone number under a key that is not the number', () => {
    const key = phoneNumberKey('secret', '+358401234567');
    expect(key).not.toContain('401234567');
    expect(phoneNumberKey('secret', '+358401234567')).toBe(key);
    expect(phoneNumberKey('another secret', '+358401234567')).not.toBe(key);
  });
});

describe('the code’s text message', () => {
  const message = (lang: 'fi' | 'sv' | 'en', purpose: 'onboarding' | 'sign-in') =>
    codeMessage({ lang, purpose, code: '0427', brand: 'general', publicOrigin: 'https://portal.example:8443' });

  it('speaks the person’s language and names the brand, the code and its five minutes', () => {
    expect(message('fi', 'sign-in')).toMatch(/^Kajo: Kirjautumiskoodisi on 0427\. Se on voimassa 5 minuuttia\./);
    expect(message('sv', 'onboarding')).toMatch(/^Kajo: Din verifieringskod är 0427\. Den gäller i 5 minuter\./);
    expect(message('en', 'sign-in')).toMatch(/^Kajo: Your sign-in code is 0427\. It is valid for 5 minutes\./);
    expect(codeMessage({ lang: 'sv', purpose: 'sign-in', code: '1', brand: 'children', publicOrigin: 'https://a.example' })).toMatch(/^Kajo Barn:/);
  });

  it('ends with the origin-bound line browsers fill the code from, on our own host only', () => {
    expect(message('en', 'onboarding').split('\n').at(-1)).toBe('@portal.example #0427');
    expect(codeInMessage(message('fi', 'onboarding'))).toBe('0427');
    expect(codeInMessage('no code here')).toBeNull();
  });

  it('fits one text message part', () => {
    for (const lang of ['fi', 'sv', 'en'] as const) for (const purpose of ['onboarding', 'sign-in'] as const) expect(message(lang, purpose).length).toBeLessThanOrEqual(160);
  });
});
