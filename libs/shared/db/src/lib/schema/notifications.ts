import { NOTICE_CHANNELS } from '@portal/shared/util';
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { patients } from './core';

/**
 * What the portal has sent a person, one row per notice and channel, keyed by what it is about:
 * `appointment:{id}:{kind}:{sequence}:{channel}` (libs/notifications/server). The notification
 * worker inserts the key before it sends and skips a notice whose key is already sent, so of two
 * jobs (or two processes) for the same notice one sends it. No body, no address: only that it
 * went.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    key: text().primaryKey(),
    /** The queue job that claimed it; another job finding the key claimed and unsent retries later. */
    claimedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    /**
     * The mail server refused the recipient for good (SMTP 501, 550, 551 or 553): the notice is not
     * tried again. The reply code only; the server's text may quote the address.
     */
    refusedCode: smallint(),
  },
  (t) => [index('notification_deliveries_sent_idx').on(t.sentAt)],
);

/**
 * The development environment's mailbox: every message the local SMTP server inside the API
 * received, as it arrived (RFC 5322 text), shown on `/dev-mail`. Kept a week.
 */
export const devMail = pgTable(
  'dev_mail',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    receivedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** The envelope's sender and recipients (SMTP MAIL FROM and RCPT TO), lower case. */
    envelopeFrom: text(),
    recipients: text().array().notNull(),
    raw: text().notNull(),
  },
  (t) => [index('dev_mail_received_idx').on(t.receivedAt)],
);

/**
 * The patient's choice, per kind, of how notices reach them (my information). Without a row the
 * patient has not chosen: appointment notices go by e-mail, and by text message too when the
 * patient-data consent allows booking texts; message notices go by e-mail. The text-message part of
 * the appointments' choice and the consent's allowsBookingSms are one choice, kept equal by both
 * forms.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  patientId: integer()
    .primaryKey()
    .references(() => patients.personId, { onDelete: 'cascade' }),
  appointments: text({ enum: NOTICE_CHANNELS }).notNull(),
  messages: text({ enum: NOTICE_CHANNELS }).notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});
