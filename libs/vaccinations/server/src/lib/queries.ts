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

/** One page of the patient's vaccinations, newest first, and how many there are in all. */
export async function patientVaccinationPage(
  db: Database,
  patientId: number,
  page: number,
  pageSize: number,
): Promise<{ vaccinations: VaccinationRow[]; totalCount: number }> {
  const mine = eq(vaccinations.patientId, patientId);
  const [rows, [total]] = await Promise.all([
    db
      .select(vaccinationColumns)
      .from(vaccinations)
      .leftJoin(practitioners, eq(practitioners.id, vaccinations.practitionerId))
      .where(mine)
      // Several doses a day are common (travel vaccinations): the id keeps pages from repeating or skipping one.
      .orderBy(desc(vaccinations.date), desc(vaccinations.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ count: count() }).from(vaccinations).where(mine),
  ]);
  return { vaccinations: rows, totalCount: total?.count ?? 0 };
}
