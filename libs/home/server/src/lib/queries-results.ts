import type { Database } from '@portal/shared/db';
import { imagingResults, labResults, questionnaireForms, questionnaireInvitations } from '@portal/shared/db';
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { FRONT_PAGE_CAPS } from './caps';

/**
 * Lab results grouped by date, latest first: the names of each date's single tests and packages
 * (a package's items are left out; the package names them).
 */
export function labResultDates(db: Database, patientId: number) {
  return db
    .select({
      resultDate: labResults.resultDate,
      names: sql<string[]>`array_agg(${labResults.displayName} order by ${labResults.position}, ${labResults.id})`,
    })
    .from(labResults)
    .where(and(eq(labResults.patientId, patientId), isNull(labResults.packageId), eq(labResults.viewRestriction, 'patient')))
    .groupBy(labResults.resultDate)
    .orderBy(desc(labResults.resultDate))
    .limit(FRONT_PAGE_CAPS.labResultDates);
}
export type LabResultDateRow = Awaited<ReturnType<typeof labResultDates>>[number];

export function latestImaging(db: Database, patientId: number) {
  return db
    .select({
      id: imagingResults.id,
      imagingDate: imagingResults.imagingDate,
      examinationName: imagingResults.examinationName,
      hasStatement: sql<boolean>`${imagingResults.statementText} is not null`.mapWith(Boolean),
    })
    .from(imagingResults)
    .where(and(eq(imagingResults.patientId, patientId), eq(imagingResults.viewRestriction, 'patient')))
    .orderBy(desc(imagingResults.imagingDate), desc(imagingResults.id))
    .limit(FRONT_PAGE_CAPS.imaging);
}
export type ImagingRow = Awaited<ReturnType<typeof latestImaging>>[number];

/**
 * Open invitations (latest sent first) and answered ones (latest answered first), each list
 * capped in the database with a window ranked within its own list.
 */
export async function questionnaireInvitationRows(db: Database, patientId: number) {
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
  const cap = Math.max(FRONT_PAGE_CAPS.questionnaireTasks, FRONT_PAGE_CAPS.questionnaireAnswers);
  const rows = await db.select().from(ranked).where(lte(ranked.rank, cap)).orderBy(ranked.rank);
  return {
    newTasks: rows.filter((row) => row.answeredAt === null).slice(0, FRONT_PAGE_CAPS.questionnaireTasks),
    answers: rows.filter((row) => row.answeredAt !== null).slice(0, FRONT_PAGE_CAPS.questionnaireAnswers),
  };
}
export type InvitationRow = Awaited<ReturnType<typeof questionnaireInvitationRows>>['newTasks'][number];
