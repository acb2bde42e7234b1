import * as v from 'valibot';
import type { ConfigContext, PartEnv } from '../config-part';
import { configPart } from '../config-part';

/**
 * The SMS gateway's variables, a configuration part of their own: the SMS second factor (mfa) sends
 * its codes through it and the notifications their booking texts, and each declares the part.
 * Messages are our own: valibot's quote the value, and the token must never be echoed.
 */
export const smsGatewayEntries = {
  /**
   * The SMS gateway: Twilio's Messages API (https://api.twilio.com), the account SID, its auth
   * token and the sender (a phone number, an alphanumeric sender id or a Messaging Service SID);
   * all four or none. Unset in development: text messages go to the development outbox (/dev-sms).
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
};

type SmsGatewayEnv = PartEnv<typeof smsGatewayEntries>;

export interface SmsGatewayConfig {
  /** Without a trailing slash: the client appends `/2010-04-01/Accounts/{accountSid}/Messages.json`. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** `From`, or `MessagingServiceSid` when it is one (MG…). */
  sender: string;
}

const gatewayVariables = ['SMS_GATEWAY_URL', 'SMS_GATEWAY_ACCOUNT', 'SMS_GATEWAY_TOKEN', 'SMS_SENDER'] as const;

/**
 * Production: the outbox sends nothing, so messages must reach real phones over HTTPS. Elsewhere a
 * gateway without its credentials or sender would fail at the first message: all four or none.
 */
export function smsGatewayProblems(e: SmsGatewayEnv, { production }: ConfigContext): string[] {
  if (production) {
    return [
      ...gatewayVariables.filter((name) => e[name] === undefined).map((name) => `${name}: required in the production environment`),
      ...(e.SMS_GATEWAY_URL !== undefined && new URL(e.SMS_GATEWAY_URL).protocol !== 'https:' ? ['SMS_GATEWAY_URL: must be https: in the production environment'] : []),
    ];
  }
  const missing = gatewayVariables.filter((name) => e[name] === undefined);
  if (missing.length === 0 || missing.length === gatewayVariables.length) return [];
  return missing.map((name) => `${name}: required with the other SMS gateway variables`);
}

/** Twilio's Messages API; null in development without one: the development outbox. */
export function smsGatewayOf(e: SmsGatewayEnv): SmsGatewayConfig | null {
  const { SMS_GATEWAY_URL: baseUrl, SMS_GATEWAY_ACCOUNT: accountSid, SMS_GATEWAY_TOKEN: authToken, SMS_SENDER: sender } = e;
  return baseUrl && accountSid && authToken && sender ? { baseUrl: baseUrl.replace(/\/+$/, ''), accountSid, authToken, sender } : null;
}

/** The SMS gateway (read with configOf(config, smsGatewayConfig)); every domain that sends text messages declares it. */
export const smsGatewayConfig = configPart({
  name: 'SMS gateway',
  file: 'libs/shared/server/src/lib/sms/sms-gateway-config.ts',
  entries: smsGatewayEntries,
  problems: smsGatewayProblems,
  read: smsGatewayOf,
});
