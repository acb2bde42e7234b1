import type { DomainDeps, DomainPlugin } from '@portal/shared/server';
import { configOf, withConfig } from '@portal/shared/server';
import { purgeChallenges } from './lib/challenges';
import { registerPinRoutes } from './lib/pin-routes';
import { registerMfaRoutes } from './lib/routes';
import { createOutboxSender, purgeOutbox, registerDevSmsPages } from './lib/sms/outbox';
import type { SmsSender } from './lib/sms/sender';
import { smsConfig } from './lib/sms/sms-config';
import { createTwilioSender } from './lib/sms/twilio';

// The SMS second factor (account doc sections 2-5 and 7-9): its state, enabling and onboarding
// with a code, and renewing an expired session with a code.
export {
  ATTEMPTS_PER_CODE,
  CODE_VALID_MINUTES,
  CODES_SENT_PER_NUMBER,
  CODES_SENT_PER_PERSON,
  codeHash,
  generateCode,
  sameCodeHash,
  WRONG_ANSWERS_PER_PERSON,
} from './lib/codes';
export type { SmsMessage, SmsSender } from './lib/sms/sender';
export { SmsNotSent } from './lib/sms/sender';
export { createTwilioSender } from './lib/sms/twilio';
export { smsConfig } from './lib/sms/sms-config';
export type { SmsConfig, SmsGatewayConfig } from './lib/sms/sms-config';

export interface MfaServerOptions {
  /** Sends the codes; by default the configured gateway, or the development outbox without one. Tests give their own. */
  smsSender?: (deps: Pick<DomainDeps, 'db' | 'config' | 'now'>) => SmsSender;
}

/**
 * A DomainPlugin. Without a gateway (development only: production refuses to start without one)
 * codes go to the outbox, shown at `/dev-sms`. Its own variables, the SMS gateway's and the codes'
 * secret (SMS_*), are its configuration part `smsConfig`.
 */
export function createMfaServer(options: MfaServerOptions = {}): DomainPlugin {
  return withConfig(async (app, deps) => {
    const { db, config, now } = deps;
    const { gateway } = configOf(config, smsConfig);
    if (!gateway && config.environment !== 'development') throw new Error('An SMS gateway is required outside the development environment');
    const sender = options.smsSender?.({ db, config, now }) ?? (gateway ? createTwilioSender(gateway) : createOutboxSender(db, now));
    if (!gateway) registerDevSmsPages(app, { db });

    registerMfaRoutes(app, { db, config, now, sender });
    registerPinRoutes(app, { db, config, now, sender });
    app.addPurgeTask({ name: 'mfaChallenges', run: () => purgeChallenges(db, now()) });
    if (!gateway) app.addPurgeTask({ name: 'smsOutbox', run: () => purgeOutbox(db, now()) });
  }, [smsConfig]);
}

export const mfaServer: DomainPlugin = createMfaServer();
