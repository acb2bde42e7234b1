import type { Database } from '@portal/shared/db';
import { practitioners, vaccinations } from '@portal/shared/db';
import { count, desc, eq } from 'drizzle-orm';

const vaccinationColumns = {
  id: vaccinations.id,
  name: vaccinations.name,
  date: vaccinations.date,
  effectiveUntil: vaccinations.effectiveUntil,
  practitionerName: practitioners.name,
};

export interface VaccinationRow {
  id: number;
  name: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  effectiveUntil: string | null;
  /** Null when the practitioner is no longer on record. */
  practitionerName: string | null;
}

/** The patient's vaccinations, newest first. */
function selectPatientVaccinations(db: Database, patientId: number) {
  return (
    db
      .select(vaccinationColumns)
      .from(vaccinations)
      .leftJoin(practitioners, eq(practitioners.id, vaccinations.practitionerId))
      .where(eq(vaccinations.patientId, patientId))
      // Several doses a day are common (travel vaccinations): the id keeps pages from repeating or skipping one.
      .orderBy(desc(vaccinations.date), desc(vaccinations.id))
  );
}

/** One page of the patient's vaccinations, newest first, and how many there are in all. */
export async function patientVaccinationPage(
  db: Database,
  patientId: number,
  page: number,
  pageSize: number,
): Promise<{ vaccinations: VaccinationRow[]; totalCount: number }> {
  const [rows, [total]] = await Promise.all([
    selectPatientVaccinations(db, patientId).limit(pageSize).offset(page * pageSize),
    db.select({ count: count() }).from(vaccinations).where(eq(vaccinations.patientId, patientId)),
  ]);
  return { vaccinations: rows, totalCount: total?.count ?? 0 };
}

/** Every vaccination of the patient, newest first: what the list's pages show, all at once. */
export function patientVaccinations(db: Database, patientId: number): Promise<VaccinationRow[]> {
  return selectPatientVaccinations(db, patientId);
}
