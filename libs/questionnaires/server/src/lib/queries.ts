import type { Database, LocalizedText } from '@portal/shared/db';
import { questionnaireForms, questionnaireInvitations } from '@portal/shared/db';
import { desc, eq } from 'drizzle-orm';

export interface InvitationListRow {
  id: number;
  title: LocalizedText;
  created: Date;
  answeredAt: Date | null;
}

/** The patient's invitations: open tasks newest first, answers latest answered first. */
export async function patientInvitations(db: Database, patientId: number): Promise<{ newTasks: InvitationListRow[]; answers: InvitationListRow[] }> {
  const rows = await db
    .select({ id: questionnaireInvitations.id, title: questionnaireForms.questionnaireTitle, created: questionnaireInvitations.created, answeredAt: questionnaireInvitations.answeredAt })
    .from(questionnaireInvitations)
    .innerJoin(questionnaireForms, eq(questionnaireForms.id, questionnaireInvitations.questionnaireFormId))
    .where(eq(questionnaireInvitations.patientId, patientId))
    .orderBy(desc(questionnaireInvitations.created), desc(questionnaireInvitations.id));
  const answers = rows.filter((row) => row.answeredAt !== null);
  // The id keeps two answered at one instant in a fixed order.
  answers.sort((a, b) => (b.answeredAt?.getTime() ?? 0) - (a.answeredAt?.getTime() ?? 0) || b.id - a.id);
  return { newTasks: rows.filter((row) => row.answeredAt === null), answers };
}
