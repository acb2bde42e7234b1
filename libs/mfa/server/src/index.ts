import type { DomainDeps, DomainPlugin, SmsSender } from '@portal/shared/server';
import { createSmsSender, purgeOutbox, smsGatewayConfig, withConfig } from '@portal/shared/server';
import { purgeChallenges } from './lib/challenges';
import { registerPinRoutes } from './lib/pin-routes';
import { registerMfaRoutes } from './lib/routes';
import { registerDevSmsPages } from './lib/sms/outbox';
import { smsConfig } from './lib/sms/sms-config';

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
export { smsConfig } from './lib/sms/sms-config';
export type { SmsConfig } from './lib/sms/sms-config';

export interface MfaServerOptions {
  /** Sends the codes; by default the configured gateway, or the development outbox without one. Tests give their own. */
  smsSender?: (deps: Pick<DomainDeps, 'db' | 'config' | 'now'>) => SmsSender;
}

/**
 * A DomainPlugin. Without a gateway (development only: production refuses to start without one)
 * codes go to the outbox, shown at `/dev-sms`. Its own variable, the codes' secret, is its
 * configuration part `smsConfig`; the gateway's (SMS_GATEWAY_*, SMS_SENDER) is the shared part
 * `smsGatewayConfig`.
 */
export function createMfaServer(options: MfaServerOptions = {}): DomainPlugin {
  return withConfig(async (app, deps) => {
    const { db, config, now } = deps;
    const configured = createSmsSender(config, db, now);
    const sender = options.smsSender?.({ db, config, now }) ?? configured.sender;
    if (configured.outbox) registerDevSmsPages(app, { db });

    registerMfaRoutes(app, { db, config, now, sender });
    registerPinRoutes(app, { db, config, now, sender });
    app.addPurgeTask({ name: 'mfaChallenges', run: () => purgeChallenges(db, now()) });
    if (configured.outbox) app.addPurgeTask({ name: 'smsOutbox', run: () => purgeOutbox(db, now()) });
  }, [smsConfig, smsGatewayConfig]);
}

export const mfaServer: DomainPlugin = createMfaServer();
