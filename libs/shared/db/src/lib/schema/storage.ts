import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { persons } from './core';

/**
 * Every object a patient uploads through a signed URL (Kela card images, message attachments),
 * whatever store holds the bytes (a local folder in development, S3 in production). An object is
 * `pending` until its bytes arrive, then in `quarantine` until the domain's finish call has read
 * its content (type by magic bytes, size); only `accepted` objects are ever served, and only to
 * their owner (or to whom the owning domain allows).
 */
export const storedObjects = pgTable(
  'stored_objects',
  {
    /** Random, unguessable; the store's object key. */
    key: text().primaryKey(),
    ownerId: integer()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    /** What the object is for, such as 'kela-card-front'; a domain only reads its own purposes. */
    purpose: text().notNull(),
    /** The content type the signed URL was made for; the PUT must send the same. */
    contentType: text().notNull(),
    maxBytes: integer().notNull(),
    status: text({ enum: ['pending', 'quarantine', 'accepted', 'rejected'] }).notNull(),
    sizeBytes: integer(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** The signed upload URL stops working here; a pending object past it may be purged. */
    uploadExpiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('stored_objects_owner_idx').on(t.ownerId), index('stored_objects_upload_expires_idx').on(t.uploadExpiresAt)],
);

/** An upload of both sides of a Kela card in progress: `init-upload`'s token (only its hash). */
export const kelaCardUploads = pgTable('kela_card_uploads', {
  tokenHash: text().primaryKey(),
  patientId: integer()
    .notNull()
    .references(() => persons.id, { onDelete: 'cascade' }),
  frontKey: text()
    .notNull()
    .references(() => storedObjects.key, { onDelete: 'cascade' }),
  backKey: text()
    .notNull()
    .references(() => storedObjects.key, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

/** The patient's current Kela card: both sides, accepted objects. */
export const kelaCards = pgTable('kela_cards', {
  patientId: integer()
    .primaryKey()
    .references(() => persons.id, { onDelete: 'cascade' }),
  frontKey: text()
    .notNull()
    .references(() => storedObjects.key),
  backKey: text()
    .notNull()
    .references(() => storedObjects.key),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});
