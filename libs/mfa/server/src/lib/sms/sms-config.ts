import type { ConfigContext, PartEnv } from '@portal/shared/server';
import { configPart } from '@portal/shared/server';
import * as v from 'valibot';

/**
 * The SMS second factor's own variables, its configuration part (smsConfig below): the gateway that
 * sends the codes and the key of the codes' HMAC. Messages are our own: valibot's quote the value,
 * and the token and the secret must never be echoed.
 */
export const smsEnvEntries = {
  /**
   * The SMS gateway: Twilio's Messages API (https://api.twilio.com), the account SID, its auth
   * token and the sender (a phone number, an alphanumeric sender id or a Messaging Service SID);
   * all four or none. Unset in development: codes go to the development outbox (/dev-sms).
   */
  SMS_GATEWAY_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  /** The gateway's account SID. */
  SMS_GATEWAY_ACCOUNT: v.optional(v.pipe(v.string(), v.regex(/^AC[0-9a-fA-F]{32}$/, 'must be an account SID (AC and 32 hexadecimal digits)'))),
  /** The gateway account's auth token. */
  SMS_GATEWAY_TOKEN: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  /** The sender: an E.164 number, an alphanumeric sender id of at most 11 characters or a Messaging Service SID. */
  SMS_SENDER: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(\+[1-9]\d{5,14}|MG[0-9a-fA-F]{32}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/, 'must be an E.164 number, an alphanumeric sender id of at most 11 characters or a Messaging Service SID'),
    ),
  ),
  /** The key of the SMS codes' HMAC (only a keyed hash of a code is stored); required in production. */
  SMS_CODE_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
};

type SmsEnv = PartEnv<typeof smsEnvEntries>;

export interface SmsGatewayConfig {
  /** Without a trailing slash: the client appends `/2010-04-01/Accounts/{accountSid}/Messages.json`. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** `From`, or `MessagingServiceSid` when it is one (MG…). */
  sender: string;
}

export interface SmsConfig {
  /** Twilio's Messages API; null in development without one: the development outbox. */
  gateway: SmsGatewayConfig | null;
  /** The key of the codes' HMAC. */
  codeSecret: string;
}

const gatewayVariables = ['SMS_GATEWAY_URL', 'SMS_GATEWAY_ACCOUNT', 'SMS_GATEWAY_TOKEN', 'SMS_SENDER'] as const;

/**
 * Production: the outbox sends nothing, so codes must reach real phones over HTTPS, hashed under a
 * secret of our own. Elsewhere a gateway without its credentials or sender would fail at the first
 * code: all four or none.
 */
export function smsProblems(e: SmsEnv, { production }: ConfigContext): string[] {
  if (production) {
    return [
      ...[...gatewayVariables, 'SMS_CODE_SECRET' as const].filter((name) => e[name] === undefined).map((name) => `${name}: required in the production environment`),
      ...(e.SMS_GATEWAY_URL !== undefined && new URL(e.SMS_GATEWAY_URL).protocol !== 'https:' ? ['SMS_GATEWAY_URL: must be https: in the production environment'] : []),
    ];
  }
  const missing = gatewayVariables.filter((name) => e[name] === undefined);
  if (missing.length === 0 || missing.length === gatewayVariables.length) return [];
  return missing.map((name) => `${name}: required with the other SMS gateway variables`);
}

export function smsOf(e: SmsEnv): SmsConfig {
  const { SMS_GATEWAY_URL: baseUrl, SMS_GATEWAY_ACCOUNT: accountSid, SMS_GATEWAY_TOKEN: authToken, SMS_SENDER: sender } = e;
  const gateway = baseUrl && accountSid && authToken && sender ? { baseUrl: baseUrl.replace(/\/+$/, ''), accountSid, authToken, sender } : null;
  // Production refuses to start without the secret; the development default guards nothing real.
  return { gateway, codeSecret: e.SMS_CODE_SECRET ?? 'development-sms-code-secret-not-for-production' };
}

/** The SMS second factor's own variables (read with configOf(config, smsConfig)). */
export const smsConfig = configPart({
  name: 'mfa: SMS gateway',
  file: 'libs/mfa/server/src/lib/sms/sms-config.ts',
  entries: smsEnvEntries,
  problems: smsProblems,
  read: smsOf,
});
