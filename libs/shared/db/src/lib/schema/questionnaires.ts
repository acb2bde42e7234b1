import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { patients } from './core';
import { messages } from './messaging';
import type { LocalizedText } from './reference';

/**
 * A questionnaire and its form definition. The definition's format is the questionnaires
 * contracts' `QuestionnaireDefinitionSchema`; the questionnaires' records parse it where they read
 * it (the shared schema may not import a domain's contracts).
 */
export const questionnaireForms = pgTable('questionnaire_forms', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  questionnaireTitle: jsonb().$type<LocalizedText>().notNull(),
  definition: jsonb().notNull(),
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
    /**
     * The answers as a JSON string: those AnswerQuestionnaire received for the questions shown,
     * hidden questions' answers dropped (questionnaire-records.ts).
     */
    questionnaireAnswers: text(),
  },
  (t) => [index('questionnaire_invitations_patient_idx').on(t.patientId, t.created), index('questionnaire_invitations_message_idx').on(t.messageId)],
);
