import type { AnswerProblem, ParsedAnswers, QuestionnaireDefinition } from '@portal/questionnaires/contracts';
import { answersProblems, answersToSave, parseAnswers, QuestionnaireDefinitionSchema } from '@portal/questionnaires/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@portal/shared/db';
import { questionnaireForms, questionnaireInvitations } from '@portal/shared/db';
import * as v from 'valibot';

/** An invitation with the questionnaire it asks to answer. */
export interface QuestionnaireInvitationRecord {
  invitation: typeof questionnaireInvitations.$inferSelect;
  form: QuestionnaireFormRecord;
}

/** A questionnaire form with its definition read as the contracts define it. */
export type QuestionnaireFormRecord = Omit<typeof questionnaireForms.$inferSelect, 'definition'> & { definition: QuestionnaireDefinition };

/**
 * A stored form with its definition checked: the column holds JSON, and a definition that is not
 * one the format allows fails here, before any rule reads it.
 */
export function formRecord(row: typeof questionnaireForms.$inferSelect): QuestionnaireFormRecord {
  return { ...row, definition: v.parse(QuestionnaireDefinitionSchema, row.definition) };
}

/** One of the patient's invitations with its form; undefined for anyone else's or an unknown id. */
export async function patientQuestionnaireInvitation(db: Database, patientId: number, invitationId: number): Promise<QuestionnaireInvitationRecord | undefined> {
  const [row] = await db
    .select({ invitation: questionnaireInvitations, form: questionnaireForms })
    .from(questionnaireInvitations)
    .innerJoin(questionnaireForms, eq(questionnaireForms.id, questionnaireInvitations.questionnaireFormId))
    .where(and(eq(questionnaireInvitations.id, invitationId), eq(questionnaireInvitations.patientId, patientId)));
  return row && { invitation: row.invitation, form: formRecord(row.form) };
}

export type AnswerQuestionnaireOutcome =
  | { type: 'answered'; record: QuestionnaireInvitationRecord }
  | { type: 'not-found' }
  | { type: 'already-answered' }
  | { type: 'malformed'; reason: Extract<ParsedAnswers, { ok: false }>['reason'] }
  | { type: 'invalid'; problems: AnswerProblem[] };

/**
 * AnswerQuestionnaire (booking doc section 7), the one implementation behind the messaging API's
 * mutation and the questionnaire pages' call. The answers (a JSON string) must answer the form:
 * every required question shown, each answer valid for its question. What is saved are the shown
 * questions' answers only. Answered once: only an unanswered invitation takes answers, so of two
 * at the same time one wins and the other is 'already-answered'.
 */
export async function answerQuestionnaireInvitation(
  db: Database,
  { patientId, invitationId, answers, at }: { patientId: number; invitationId: number; answers: string; at: Date },
): Promise<AnswerQuestionnaireOutcome> {
  const parsed = parseAnswers(answers);
  const found = await patientQuestionnaireInvitation(db, patientId, invitationId);
  if (!found) return { type: 'not-found' };
  if (found.invitation.answeredAt !== null) return { type: 'already-answered' };
  if (!parsed.ok) return { type: 'malformed', reason: parsed.reason };
  const problems = answersProblems(found.form.definition, parsed.answers);
  if (problems.length > 0) return { type: 'invalid', problems };
  const [invitation] = await db
    .update(questionnaireInvitations)
    .set({ answeredAt: at, questionnaireAnswers: JSON.stringify(answersToSave(found.form.definition, parsed.answers)) })
    .where(and(eq(questionnaireInvitations.id, invitationId), eq(questionnaireInvitations.patientId, patientId), isNull(questionnaireInvitations.answeredAt)))
    .returning();
  return invitation ? { type: 'answered', record: { invitation, form: found.form } } : { type: 'already-answered' };
}
