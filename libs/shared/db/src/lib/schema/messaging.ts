import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { patients, persons } from './core';
import { practitioners } from './reference';

/** Care-team members who take part in conversations (messaging user kind ProfessionalUser). */
export const professionalUsers = pgTable('professional_users', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  /** The bookable practitioner this user is, when there is one. */
  practitionerId: integer().references(() => practitioners.id, { onDelete: 'set null' }),
  firstName: text().notNull(),
  lastName: text().notNull(),
  title: text().notNull(),
  emailAddress: text().notNull(),
  dhUserNames: text().array().notNull().default([]),
});

export const professionalAbsences = pgTable(
  'professional_absences',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    absenceeUserId: integer()
      .notNull()
      .references(() => professionalUsers.id, { onDelete: 'cascade' }),
    substituteUserIds: integer().array().notNull().default([]),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    internalMessage: text(),
  },
  (t) => [index('professional_absences_user_idx').on(t.absenceeUserId, t.endDate)],
);

export const threadTypes = ['customer', 'hr', 'supervisor'] as const;

/** A conversation: exactly one customer (patientId) and the professionals who take part. */
export const messagingThreads = pgTable(
  'messaging_threads',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    patientId: integer()
      .notNull()
      .references(() => patients.personId, { onDelete: 'cascade' }),
    title: text().notNull(),
    isActive: boolean().notNull().default(true),
    created: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    threadType: text({ enum: threadTypes }).notNull().default('customer'),
  },
  (t) => [index('messaging_threads_patient_idx').on(t.patientId, t.created)],
);

/** participant: in the conversation; access: may read it (professionalsWithAccess). */
export const threadProfessionals = pgTable(
  'thread_professionals',
  {
    threadId: integer()
      .notNull()
      .references(() => messagingThreads.id, { onDelete: 'cascade' }),
    professionalUserId: integer()
      .notNull()
      .references(() => professionalUsers.id, { onDelete: 'cascade' }),
    role: text({ enum: ['participant', 'access'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.professionalUserId] })],
);

/** Assignment history; the current assignment has no endedAt. */
export const threadAssignments = pgTable(
  'thread_assignments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    threadId: integer()
      .notNull()
      .references(() => messagingThreads.id, { onDelete: 'cascade' }),
    assigneeId: integer()
      .notNull()
      .references(() => professionalUsers.id, { onDelete: 'cascade' }),
    assignedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('thread_assignments_thread_idx').on(t.threadId)],
);

/** readStatus: when each reader last read the thread; readerId is a person or a professional user. */
export const threadReads = pgTable(
  'thread_reads',
  {
    threadId: integer()
      .notNull()
      .references(() => messagingThreads.id, { onDelete: 'cascade' }),
    readerKind: text({ enum: ['customer', 'professional'] }).notNull(),
    readerId: integer().notNull(),
    readAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.readerKind, t.readerId] })],
);

export const messages = pgTable(
  'messages',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    threadId: integer()
      .notNull()
      .references(() => messagingThreads.id, { onDelete: 'cascade' }),
    created: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    content: text().notNull(),
    /** Exactly one author: a person (the customer or their guardian) or a professional. */
    authorPersonId: integer().references(() => persons.id, { onDelete: 'set null' }),
    authorProfessionalId: integer().references(() => professionalUsers.id, { onDelete: 'set null' }),
    deletedAt: timestamp({ withTimezone: true, mode: 'date' }),
    deletedByProfessionalId: integer().references(() => professionalUsers.id, { onDelete: 'set null' }),
    deletedReason: text(),
  },
  (t) => [index('messages_thread_idx').on(t.threadId, t.created)],
);

export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    messageId: integer()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    /** Object-storage key; demo data points at placeholders. */
    storageKey: text().notNull(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
);
