import { imagingVisibleTo, labResultsVisibleTo } from '@portal/lab-imaging/records';
import type { ReferralType } from '@portal/lab-imaging/contracts';
import type { Database } from '@portal/shared/db';
import { imagingResults, labResults, persons, practitioners, referrals } from '@portal/shared/db';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';

// Every lookup names the patient and reads only what the patient may see (view restriction
// 'patient', the rule of @portal/lab-imaging/records): a record of someone else is found exactly as often as one that does not exist.

export type LabRow = typeof labResults.$inferSelect;
export type ImagingRow = typeof imagingResults.$inferSelect;

export interface ReferralRow {
  referral: typeof referrals.$inferSelect;
  practitionerName: string | null;
}

const referralColumns = { referral: referrals, practitionerName: practitioners.name };

/** The patient's referrals of one type, newest first. */
export function referralsOf(db: Database, patientId: number, type: ReferralType): Promise<ReferralRow[]> {
  return db
    .select(referralColumns)
    .from(referrals)
    .leftJoin(practitioners, eq(practitioners.id, referrals.practitionerId))
    .where(and(eq(referrals.patientId, patientId), eq(referrals.type, type)))
    .orderBy(desc(referrals.creationDate), desc(referrals.id));
}

export async function referralById(db: Database, patientId: number, type: ReferralType, id: number): Promise<ReferralRow | undefined> {
  const [row] = await db
    .select(referralColumns)
    .from(referrals)
    .leftJoin(practitioners, eq(practitioners.id, referrals.practitionerId))
    .where(and(eq(referrals.id, id), eq(referrals.patientId, patientId), eq(referrals.type, type)));
  return row;
}

/** Every test the patient may see, packages and their items alike, newest date first. */
export function labRowsOf(db: Database, patientId: number): Promise<LabRow[]> {
  return db
    .select()
    .from(labResults)
    .where(labResultsVisibleTo(patientId))
    .orderBy(desc(labResults.resultDate), asc(labResults.position), asc(labResults.id));
}

/** The tests of one result date, packages and their items alike. */
export function labRowsOn(db: Database, patientId: number, date: string): Promise<LabRow[]> {
  return db
    .select()
    .from(labResults)
    .where(and(labResultsVisibleTo(patientId), eq(labResults.resultDate, date)))
    .orderBy(asc(labResults.position), asc(labResults.id));
}

/** How many earlier results a trend shows at most: the newest ones. */
export const TREND_MAX_POINTS = 50;

/** The patient's ready numeric results of one test code, oldest first (at most the newest TREND_MAX_POINTS). */
export async function labTrendRows(db: Database, patientId: number, code: string): Promise<LabRow[]> {
  const newestFirst = await db
    .select()
    .from(labResults)
    .where(
      and(
        labResultsVisibleTo(patientId),
        eq(labResults.code, code),
        eq(labResults.isPackage, false),
        eq(labResults.isReady, true),
        eq(labResults.resultType, 'numeric'),
        isNotNull(labResults.resultNumber),
      ),
    )
    .orderBy(desc(labResults.resultDate), desc(labResults.id))
    .limit(TREND_MAX_POINTS);
  return newestFirst.reverse();
}

/** The patient's imaging results, newest first. */
export function imagingRowsOf(db: Database, patientId: number): Promise<ImagingRow[]> {
  return db.select().from(imagingResults).where(imagingVisibleTo(patientId)).orderBy(desc(imagingResults.imagingDate), desc(imagingResults.id));
}

export function imagingRowsOn(db: Database, patientId: number, imagingDate: string): Promise<ImagingRow[]> {
  return db
    .select()
    .from(imagingResults)
    .where(and(imagingVisibleTo(patientId), eq(imagingResults.imagingDate, imagingDate)))
    .orderBy(asc(imagingResults.id));
}

/** The patient's full name as the population register has it, for the result pages and their print. */
export async function patientName(db: Database, patientId: number): Promise<string | undefined> {
  const [row] = await db.select({ firstName: persons.firstName, lastName: persons.lastName }).from(persons).where(eq(persons.id, patientId));
  return row ? `${row.firstName} ${row.lastName}` : undefined;
}
