import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { persons } from './core';

/**
 * A person's SMS second-factor device: the phone number codes go to. `pending` from the request
 * until the first correct code, then `verified`; disabling deletes the row.
 */
export const mfaDevices = pgTable('mfa_devices', {
  personId: integer()
    .primaryKey()
    .references(() => persons.id, { onDelete: 'cascade' }),
  /** Normalised (+358…). */
  phoneNumber: text().notNull(),
  status: text({ enum: ['pending', 'verified'] }).notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  verifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
});

/**
 * The front page's box offering SMS authorization, closed by the person (decision 0050): it does
 * not come back for them, on any device. Turning the factor on in my information stays possible.
 */
export const mfaOnboardingDismissals = pgTable('mfa_onboarding_dismissals', {
  personId: integer()
    .primaryKey()
    .references(() => persons.id, { onDelete: 'cascade' }),
  dismissedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * One SMS code sent: only a hash of the code is kept; it answers a limited number of attempts
 * before it expires or is used.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: text().primaryKey(),
    personId: integer()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['onboarding', 'sign-in'] }).notNull(),
    phoneNumber: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('mfa_challenges_person_idx').on(t.personId), index('mfa_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * The development SMS sender's outbox: what would have been sent, for the development page and
 * the end-to-end tests. Production sends through the gateway and stores nothing here.
 */
export const smsOutbox = pgTable('sms_outbox', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  phoneNumber: text().notNull(),
  body: text().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});
