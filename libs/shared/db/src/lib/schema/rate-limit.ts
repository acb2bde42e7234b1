import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sliding-window attempt counters shared by every API process (they are stateless). The key is
 * the SHA-256 of what is limited (an appointment, a client address), never the value itself,
 * so the table holds no addresses or codes. One row per key: a new window overwrites the old.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    keyHash: text().primaryKey(),
    windowStart: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    count: integer().notNull(),
    /** The previous window's count, weighted down as the current window goes on. */
    previousCount: integer().notNull().default(0),
    /** End of the window after the current one: until then the current window still weighs. */
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);
