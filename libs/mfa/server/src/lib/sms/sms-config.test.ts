import { loadConfig } from '@portal/shared/server';
import { developmentEnv as development, partReader, productionSharedEnv } from '@portal/shared/server/testing';
import { smsConfig } from './sms-config';

const smsGateway = {
  SMS_GATEWAY_URL: 'https://api.twilio.com',
  SMS_GATEWAY_ACCOUNT: 'AC0123456789abcdef0123456789abcdef',
  SMS_GATEWAY_TOKEN: 'gateway-token-value',
  SMS_SENDER: 'Kajo',
};
const sms = { ...smsGateway, SMS_CODE_SECRET: 'code-secret-value-of-at-least-32-characters' };
const production = { ...productionSharedEnv, ...sms };
const { valueOf: smsOf, problemsOf } = partReader(smsConfig);

// The SMS second factor's own variables (its configuration part), read by the API with every other domain's.
describe('the SMS gateway', () => {
  it('uses the development outbox when unset, with a development key for the codes', () => {
    expect(smsOf(development)).toEqual({ gateway: null, codeSecret: expect.stringContaining('not-for-production') });
  });

  it('takes the configured gateway, without a trailing slash on the address', () => {
    expect(smsOf({ ...production, SMS_GATEWAY_URL: 'https://api.twilio.com/' })).toEqual({
      gateway: { baseUrl: 'https://api.twilio.com', accountSid: smsGateway.SMS_GATEWAY_ACCOUNT, authToken: 'gateway-token-value', sender: 'Kajo' },
      codeSecret: sms.SMS_CODE_SECRET,
    });
    expect(smsOf({ ...development, ...smsGateway }).gateway).not.toBeNull();
  });

  it('requires the gateway and the code secret in production, listing each missing one, and https:', () => {
    const message = problemsOf({ ...production, ...Object.fromEntries(Object.keys(sms).map((name) => [name, undefined])) } as Record<string, string>);
    for (const name of Object.keys(sms)) expect(message).toContain(`${name}: required in the production environment`);
    expect(message).not.toContain('required with the other');
    expect(problemsOf({ ...production, SMS_GATEWAY_URL: 'http://api.twilio.com' })).toMatch(/SMS_GATEWAY_URL: must be https:/);
    expect(problemsOf({ ...production, SMS_CODE_SECRET: 'short' })).toMatch(/SMS_CODE_SECRET: must be at least 32 characters/);
  });

  it('refuses a half-configured gateway in development', () => {
    const message = problemsOf({ ...development, SMS_GATEWAY_URL: 'https://api.twilio.com', SMS_GATEWAY_TOKEN: 'gateway-token-value' });
    expect(message).toContain('SMS_GATEWAY_ACCOUNT: required with the other SMS gateway variables');
    expect(message).toContain('SMS_SENDER: required with the other SMS gateway variables');
    expect(message).not.toContain('SMS_GATEWAY_TOKEN:');
  });

  it('takes a phone number, an alphanumeric sender id or a Messaging Service SID as the sender', () => {
    for (const sender of ['+358401234567', 'Kajo Lapset', 'MG0123456789abcdef0123456789abcdef']) {
      expect(smsOf({ ...production, SMS_SENDER: sender }).gateway?.sender).toBe(sender);
    }
    for (const sender of ['040 123', 'A sender far too long', '12345']) expect(problemsOf({ ...production, SMS_SENDER: sender })).toMatch(/SMS_SENDER/);
  });

  it('never echoes the token, the secret or the account', () => {
    const message = problemsOf({ ...production, SMS_GATEWAY_ACCOUNT: 'gateway-token-value', SMS_CODE_SECRET: 'code-secret-short' });
    expect(message).toMatch(/SMS_GATEWAY_ACCOUNT/);
    expect(message).toMatch(/SMS_CODE_SECRET/);
    expect(message).not.toContain('gateway-token-value');
    expect(message).not.toContain('code-secret-short');
  });
});

it('leaves the SMS variables out of a configuration without the part', () => {
  expect(problemsOf({ ...production, SMS_GATEWAY_URL: 'http://api.twilio.com' })).toMatch(/SMS_GATEWAY_URL/);
  expect(() => loadConfig({ ...production, SMS_GATEWAY_URL: 'http://api.twilio.com' }, { dataDir: '/tmp/data' })).not.toThrow();
});
