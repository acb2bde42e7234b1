import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
