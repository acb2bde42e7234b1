import type { Database } from '@portal/shared/db';
import { deleteRows, smsOutbox } from '@portal/shared/db';
import { lt } from 'drizzle-orm';
import type { ApiConfig } from '../config';
import { configOf } from '../config-part';
import type { SmsSender } from './sender';
import { smsGatewayConfig } from './sms-gateway-config';
import { createTwilioSender } from './twilio';

/** Outbox rows are kept a day: long enough to look at, short enough not to pile up. */
const KEEP_OUTBOX_MS = 24 * 3_600_000;

/** The development sender: stores each message in the outbox (`/dev-sms`) instead of sending it. */
export function createOutboxSender(db: Database, now: () => Date): SmsSender {
  return {
    async send(message) {
      await db.insert(smsOutbox).values({ phoneNumber: message.to, body: message.body, createdAt: now() });
    },
  };
}

export async function purgeOutbox(db: Database, at: Date): Promise<number> {
  return deleteRows(db, smsOutbox, lt(smsOutbox.createdAt, new Date(at.getTime() - KEEP_OUTBOX_MS)));
}

/**
 * The configured gateway, or in development without one the outbox. Outside development a missing
 * gateway is refused at start (smsGatewayConfig), so this never gives the outbox there.
 */
export function createSmsSender(config: ApiConfig, db: Database, now: () => Date): { sender: SmsSender; outbox: boolean } {
  const gateway = configOf(config, smsGatewayConfig);
  if (gateway) return { sender: createTwilioSender(gateway), outbox: false };
  if (config.environment !== 'development') throw new Error('An SMS gateway is required outside the development environment');
  return { sender: createOutboxSender(db, now), outbox: true };
}
