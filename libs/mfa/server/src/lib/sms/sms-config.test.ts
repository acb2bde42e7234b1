import { developmentEnv as development, partReader, productionSharedEnv } from '@portal/shared/server/testing';
import { smsConfig } from './sms-config';

const { valueOf: smsOf, problemsOf } = partReader(smsConfig);

// The SMS second factor's own variable (its configuration part); the gateway's are the shared part's.
describe('the SMS codes’ secret', () => {
  it('has a development key when unset in development', () => {
    expect(smsOf(development)).toEqual({ codeSecret: expect.stringContaining('not-for-production') });
  });

  it('is required in production, at least 32 characters, and never echoed', () => {
    expect(problemsOf(productionSharedEnv)).toContain('SMS_CODE_SECRET: required in the production environment');
    const message = problemsOf({ ...productionSharedEnv, SMS_CODE_SECRET: 'code-secret-short' });
    expect(message).toMatch(/SMS_CODE_SECRET: must be at least 32 characters/);
    expect(message).not.toContain('code-secret-short');
    expect(smsOf({ ...productionSharedEnv, SMS_CODE_SECRET: 'code-secret-value-of-at-least-32-characters' })).toEqual({ codeSecret: 'code-secret-value-of-at-least-32-characters' });
  });
});
