import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { patients } from './core';
import { messages } from './messaging';
import type { LocalizedText } from './reference';

export interface QuestionnaireQuestion {
  id: string;
  type: 'text' | 'yesNo' | 'choice' | 'scale';
  text: LocalizedText;
  required: boolean;
  /** For choice questions. */
  options?: { value: string; text: LocalizedText }[];
  /** For scale questions, inclusive. */
  min?: number;
  max?: number;
}

export interface QuestionnaireDefinition {
  questions: QuestionnaireQuestion[];
}

/** A questionnaire and its form definition. */
export const questionnaireForms = pgTable('questionnaire_forms', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  questionnaireTitle: jsonb().$type<LocalizedText>().notNull(),
  definition: jsonb().$type<QuestionnaireDefinition>().notNull(),
});

/**
 * An invitation to answer a questionnaire: an open task until answered, then read-only. Sent
 * inside a message when messageId is set.
 */
export const questionnaireInvitations = pgTable(
  'questionnaire_invitations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    patientId: integer()
      .notNull()
      .references(() => patients.personId, { onDelete: 'cascade' }),
    questionnaireFormId: integer()
      .notNull()
      .references(() => questionnaireForms.id),
    messageId: integer().references(() => messages.id, { onDelete: 'set null' }),
    created: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    answeredAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The answers as a JSON string, exactly as AnswerQuestionnaire received them. */
    questionnaireAnswers: text(),
  },
  (t) => [index('questionnaire_invitations_patient_idx').on(t.patientId, t.created), index('questionnaire_invitations_message_idx').on(t.messageId)],
);
