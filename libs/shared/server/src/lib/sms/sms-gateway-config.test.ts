import { loadConfig } from '../config';
import { developmentEnv as development, partReader, productionSharedEnv } from '../../testing/config-parts';
import { smsGatewayConfig } from './sms-gateway-config';

const smsGateway = {
  SMS_GATEWAY_URL: 'https://api.twilio.com',
  SMS_GATEWAY_ACCOUNT: 'AC0123456789abcdef0123456789abcdef',
  SMS_GATEWAY_TOKEN: 'gateway-token-value',
  SMS_SENDER: 'Kajo',
};
const production = { ...productionSharedEnv, ...smsGateway };
const { valueOf: gatewayOf, problemsOf } = partReader(smsGatewayConfig);

// The SMS gateway's variables (a shared configuration part), read by the API with every other domain's.
describe('the SMS gateway', () => {
  it('is none in development when unset: the development outbox', () => {
    expect(gatewayOf(development)).toBeNull();
  });

  it('takes the configured gateway, without a trailing slash on the address', () => {
    expect(gatewayOf({ ...production, SMS_GATEWAY_URL: 'https://api.twilio.com/' })).toEqual({
      baseUrl: 'https://api.twilio.com',
      accountSid: smsGateway.SMS_GATEWAY_ACCOUNT,
      authToken: 'gateway-token-value',
      sender: 'Kajo',
    });
    expect(gatewayOf({ ...development, ...smsGateway })).not.toBeNull();
  });

  it('requires the gateway in production, listing each missing variable, and https:', () => {
    const message = problemsOf({ ...production, ...Object.fromEntries(Object.keys(smsGateway).map((name) => [name, undefined])) } as Record<string, string>);
    for (const name of Object.keys(smsGateway)) expect(message).toContain(`${name}: required in the production environment`);
    expect(message).not.toContain('required with the other');
    expect(problemsOf({ ...production, SMS_GATEWAY_URL: 'http://api.twilio.com' })).toMatch(/SMS_GATEWAY_URL: must be https:/);
  });

  it('refuses a half-configured gateway in development', () => {
    const message = problemsOf({ ...development, SMS_GATEWAY_URL: 'https://api.twilio.com', SMS_GATEWAY_TOKEN: 'gateway-token-value' });
    expect(message).toContain('SMS_GATEWAY_ACCOUNT: required with the other SMS gateway variables');
    expect(message).toContain('SMS_SENDER: required with the other SMS gateway variables');
    expect(message).not.toContain('SMS_GATEWAY_TOKEN:');
  });

  it('takes a phone number, an alphanumeric sender id or a Messaging Service SID as the sender', () => {
    for (const sender of ['+358401234567', 'Kajo Lapset', 'MG0123456789abcdef0123456789abcdef']) {
      expect(gatewayOf({ ...production, SMS_SENDER: sender })?.sender).toBe(sender);
    }
    for (const sender of ['040 123', 'A sender far too long', '12345']) expect(problemsOf({ ...production, SMS_SENDER: sender })).toMatch(/SMS_SENDER/);
  });

  it('never echoes the token or the account', () => {
    const message = problemsOf({ ...production, SMS_GATEWAY_ACCOUNT: 'gateway-token-value' });
    expect(message).toMatch(/SMS_GATEWAY_ACCOUNT/);
    expect(message).not.toContain('gateway-token-value');
  });
});

it('leaves the SMS gateway variables out of a configuration without the part', () => {
  expect(problemsOf({ ...production, SMS_GATEWAY_URL: 'http://api.twilio.com' })).toMatch(/SMS_GATEWAY_URL/);
  expect(() => loadConfig({ ...production, SMS_GATEWAY_URL: 'http://api.twilio.com' }, { dataDir: '/tmp/data' })).not.toThrow();
});
