import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { persons } from './core';

/**
 * Feedback on the portal's accessibility (Act 306/2019): the clinic answers within 14 days
 * (`answerDue`) to `replyEmail`, when one was given. The message and the address are used only to
 * answer. `personId` is the signed-in sender, null for an anonymous one.
 */
export const accessibilityFeedback = pgTable(
  'accessibility_feedback',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** The page's language, which the answer is written in. */
    language: text({ enum: ['fi', 'sv', 'en'] }).notNull(),
    brand: text({ enum: ['general', 'children'] }).notNull(),
    /** The page or part of the service the feedback concerns; null when not told. */
    page: text(),
    message: text().notNull(),
    replyEmail: text(),
    personId: integer().references(() => persons.id, { onDelete: 'set null' }),
    answeredAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** `createdAt` plus 14 days. */
    answerDue: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('accessibility_feedback_created_idx').on(t.createdAt), index('accessibility_feedback_answered_idx').on(t.answeredAt)],
);
