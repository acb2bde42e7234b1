import * as v from 'valibot';
import { SessionStateSchema } from './session';

const valid = {
  environment: 'production',
  csrfToken: 'a'.repeat(32),
  features: ['mfa', 'price-details'],
  healthCareType: 'occupational',
  isSessionValid: true,
  sessionScope: 'in-app-booking',
  lang: 'sv',
  sessionExpires: '2026-11-22T10:30:00.000Z',
  authTokenTimeout: { value: 30, unit: 'minutes' },
};

describe('SessionStateSchema', () => {
  it('accepts the session state of account doc section 3', () => {
    expect(v.parse(SessionStateSchema, valid)).toEqual(valid);
  });

  it.each([
    ['an unknown healthcare type', { healthCareType: 'public' }, 'healthCareType'],
    ['an unknown feature flag', { features: ['mfa', 'beta'] }, 'features.1'],
    ['an unknown session scope', { sessionScope: 'kiosk' }, 'sessionScope'],
    ['a language outside fi, sv, en', { lang: 'de' }, 'lang'],
    ['a short csrf token', { csrfToken: 'abc' }, 'csrfToken'],
    ['an expiry that is not a timestamp', { sessionExpires: 'tomorrow' }, 'sessionExpires'],
    ['a timeout unit outside days to seconds', { authTokenTimeout: { value: 1, unit: 'weeks' } }, 'authTokenTimeout.unit'],
    ['a negative timeout', { authTokenTimeout: { value: -1, unit: 'days' } }, 'authTokenTimeout.value'],
  ])('rejects %s', (_what, change, path) => {
    const result = v.safeParse(SessionStateSchema, { ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toContain(path);
  });
});
