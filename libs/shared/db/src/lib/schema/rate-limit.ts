import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window attempt counters shared by every API process (they are stateless). The key is
 * the SHA-256 of what is limited (an appointment, a client address), never the value itself,
 * so the table holds no addresses or codes. One row per key: a new window overwrites the old.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    keyHash: text().primaryKey(),
    windowStart: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    count: integer().notNull(),
    /** End of the window: rows past it count for nothing and may be deleted. */
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);
