import type { ConfigContext, PartEnv } from '@portal/shared/server';
import { configPart } from '@portal/shared/server';
import * as v from 'valibot';

/**
 * The SMS second factor's own variable, its configuration part (smsConfig below): the key of the
 * codes' HMAC. The gateway that sends the codes is the shared part `smsGatewayConfig`. Messages are
 * our own: valibot's quote the value, and the secret must never be echoed.
 */
export const smsEnvEntries = {
  /** The key of the SMS codes' HMAC (only a keyed hash of a code is stored); required in production. */
  SMS_CODE_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
};

type SmsEnv = PartEnv<typeof smsEnvEntries>;

export interface SmsConfig {
  /** The key of the codes' HMAC. */
  codeSecret: string;
}

/** Production hashes the codes under a secret of its own. */
export function smsProblems(e: SmsEnv, { production }: ConfigContext): string[] {
  return production && e.SMS_CODE_SECRET === undefined ? ['SMS_CODE_SECRET: required in the production environment'] : [];
}

export function smsOf(e: SmsEnv): SmsConfig {
  // Production refuses to start without the secret; the development default guards nothing real.
  return { codeSecret: e.SMS_CODE_SECRET ?? 'development-sms-code-secret-not-for-production' };
}

/** The SMS second factor's own variable (read with configOf(config, smsConfig)). */
export const smsConfig = configPart({
  name: 'mfa: SMS codes',
  file: 'libs/mfa/server/src/lib/sms/sms-config.ts',
  entries: smsEnvEntries,
  problems: smsProblems,
  read: smsOf,
});
