import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who read a person's data (docs/decisions/0054-access-log.md): one row for each API answer that
 * carried it. Append-only at the database level: a trigger (migration 0015) refuses every update,
 * and a delete of a row before its `keepUntil`, so neither the API nor anyone with its database
 * role can change or remove what was recorded; the purge removes rows after it. No foreign keys:
 * the record outlives what it names.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** Whose data: the person the answer was about. */
    subjectId: integer().notNull(),
    /** Who read it: the signed-in person; null for an anonymous appointment link. */
    actorId: integer(),
    /** As whom: themselves, a guardian acting for a child, an anonymous link's holder, a professional. */
    actorRole: text({ enum: ['self', 'guardian', 'anonymous-link', 'professional'] }).notNull(),
    /** What (access-log/kinds.ts), and which record when the address names one. */
    kind: text().notNull(),
    record: text(),
    /** The route's pattern, such as `GET /api/visits/:id`. */
    route: text().notNull(),
    /** The client's address under the log's own key (access_log_keys): never the address itself. */
    clientHash: text().notNull(),
    keepUntil: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('access_log_subject_idx').on(t.subjectId, t.at), index('access_log_keep_until_idx').on(t.keepUntil)],
);

/** The key of the access log's address hashes: one row, made by the first process that starts. */
export const accessLogKeys = pgTable('access_log_keys', {
  id: integer().primaryKey(),
  key: text().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});
