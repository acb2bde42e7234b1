import { visitsVisibleTo } from '@portal/visits/records';
import type { Database } from '@portal/shared/db';
import { appointments, medicalReportDiagnoses, medicalReports, medicalReportTexts, organisations, persons, practitioners, specialties } from '@portal/shared/db';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';

// Only the visits whose reports the patient may read (visitsVisibleTo): a report restricted to
// professionals is found as often as another person's or a missing one, never.

const visitColumns = {
  id: medicalReports.id,
  dateTime: medicalReports.dateTime,
  visitType: medicalReports.visitType,
  practitionerName: practitioners.name,
  specialtyName: specialties.name,
};

function selectVisits(db: Database) {
  return db
    .select(visitColumns)
    .from(medicalReports)
    .leftJoin(practitioners, eq(practitioners.id, medicalReports.practitionerId))
    .leftJoin(specialties, eq(specialties.id, medicalReports.specialtyId));
}

export type VisitRow = NonNullable<Awaited<ReturnType<typeof patientVisitById>>>;

export async function patientVisitPage(db: Database, patientId: number, page: number, pageSize: number): Promise<{ visits: VisitRow[]; totalCount: number }> {
  const mine = visitsVisibleTo(patientId);
  const [rows, [total]] = await Promise.all([
    // The id breaks ties between visits at one moment, so that pages neither repeat nor skip one.
    selectVisits(db).where(mine).orderBy(desc(medicalReports.dateTime), desc(medicalReports.id)).limit(pageSize).offset(page * pageSize),
    db.select({ count: count() }).from(medicalReports).where(mine),
  ]);
  return { visits: rows, totalCount: total?.count ?? 0 };
}

export async function patientVisitById(db: Database, patientId: number, id: number) {
  const [row] = await selectVisits(db).where(and(eq(medicalReports.id, id), visitsVisibleTo(patientId)));
  return row;
}

/**
 * Every visit the patient may see, oldest first, for their own copy of their data: with the care
 * provider and whether the visit was remote (known when the visit came from an appointment).
 */
export function patientVisitRecords(db: Database, patientId: number) {
  return db
    .select({ ...visitColumns, organisationName: organisations.name, isRemote: appointments.isRemote })
    .from(medicalReports)
    .leftJoin(practitioners, eq(practitioners.id, medicalReports.practitionerId))
    .leftJoin(specialties, eq(specialties.id, medicalReports.specialtyId))
    .innerJoin(organisations, eq(organisations.id, medicalReports.organisationId))
    .leftJoin(appointments, eq(appointments.id, medicalReports.appointmentId))
    .where(visitsVisibleTo(patientId))
    .orderBy(asc(medicalReports.dateTime), asc(medicalReports.id));
}
export type VisitRecordRow = Awaited<ReturnType<typeof patientVisitRecords>>[number];

export function diagnosesOf(db: Database, reportId: number) {
  return db
    .select({ code: medicalReportDiagnoses.code, description: medicalReportDiagnoses.description })
    .from(medicalReportDiagnoses)
    .where(eq(medicalReportDiagnoses.reportId, reportId))
    .orderBy(asc(medicalReportDiagnoses.position));
}

/** The diagnoses of several reports in one query, each report's in the order the report lists them. */
export async function diagnosesOfReports(db: Database, reportIds: readonly number[]) {
  if (reportIds.length === 0) return [];
  return db
    .select({ reportId: medicalReportDiagnoses.reportId, code: medicalReportDiagnoses.code, description: medicalReportDiagnoses.description })
    .from(medicalReportDiagnoses)
    .where(inArray(medicalReportDiagnoses.reportId, [...reportIds]))
    .orderBy(asc(medicalReportDiagnoses.reportId), asc(medicalReportDiagnoses.position));
}

export function textsOf(db: Database, reportId: number) {
  return db
    .select({ title: medicalReportTexts.title, body: medicalReportTexts.body })
    .from(medicalReportTexts)
    .where(eq(medicalReportTexts.reportId, reportId))
    .orderBy(asc(medicalReportTexts.position));
}

/** Whose report it is: the patient's names and identity code. */
export async function patientIdentity(db: Database, patientId: number) {
  const [row] = await db.select({ firstName: persons.firstName, lastName: persons.lastName, ssn: persons.ssn }).from(persons).where(eq(persons.id, patientId));
  return row;
}
export type PatientIdentity = NonNullable<Awaited<ReturnType<typeof patientIdentity>>>;
