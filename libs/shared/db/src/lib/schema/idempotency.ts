import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to each state-changing call that carried an `Idempotency-Key` header, so that
 * a retry (the portal timed out, the patient pressed again) gets that answer instead of doing the
 * work twice. The key is stored as the SHA-256 of who sent it and the key, never the raw value;
 * the answer is kept for a day and then purged with the other rows that run out.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    keyHash: text().primaryKey(),
    /** SHA-256 of the method, the route, the query without its csrf token, and the body: a key reused for another request is refused. */
    fingerprint: text().notNull(),
    /** 'pending' while the first request runs, 'done' once its answer is stored. */
    state: text({ enum: ['pending', 'done'] }).notNull(),
    statusCode: integer(),
    contentType: text(),
    location: text(),
    body: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('idempotent_requests_expires_idx').on(t.expiresAt)],
);
