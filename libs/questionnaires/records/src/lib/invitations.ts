import type { Database } from '@portal/shared/db';
import { questionnaireForms, questionnaireInvitations } from '@portal/shared/db';
import { eq, lte, sql } from 'drizzle-orm';

/**
 * Open invitations (latest sent first) and answered ones (latest answered first), each list
 * capped in the database with a window ranked within its own list.
 */
export async function questionnaireInvitationRows(db: Database, patientId: number, caps: { tasks: number; answers: number }) {
  const isOpen = sql<boolean>`${questionnaireInvitations.answeredAt} is null`;
  const ranked = db
    .select({
      id: questionnaireInvitations.id,
      created: questionnaireInvitations.created,
      answeredAt: questionnaireInvitations.answeredAt,
      title: questionnaireForms.questionnaireTitle,
      rank: sql<number>`row_number() over (partition by ${isOpen} order by coalesce(${questionnaireInvitations.answeredAt}, ${questionnaireInvitations.created}) desc, ${questionnaireInvitations.id} desc)`.as(
        'rank',
      ),
    })
    .from(questionnaireInvitations)
    .innerJoin(questionnaireForms, eq(questionnaireForms.id, questionnaireInvitations.questionnaireFormId))
    .where(eq(questionnaireInvitations.patientId, patientId))
    .as('ranked');
  const cap = Math.max(caps.tasks, caps.answers);
  const rows = await db.select().from(ranked).where(lte(ranked.rank, cap)).orderBy(ranked.rank);
  return {
    newTasks: rows.filter((row) => row.answeredAt === null).slice(0, caps.tasks),
    answers: rows.filter((row) => row.answeredAt !== null).slice(0, caps.answers),
  };
}
export type InvitationRow = Awaited<ReturnType<typeof questionnaireInvitationRows>>['newTasks'][number];
