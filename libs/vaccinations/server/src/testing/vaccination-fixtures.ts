import type { DatabaseHandle } from '@portal/shared/db';
import { vaccinations } from '@portal/shared/db';
import type { DomainTestApp } from '@portal/shared/server/testing';
import { domainTestApp, insertCatalogue } from '@portal/shared/server/testing';
import { aVaccination } from '@portal/vaccinations/contracts/testing';
import { vaccinationsServer } from '../index';

export type VaccinationInsert = typeof vaccinations.$inferInsert;

/** Vaccination room 33 of the demo catalogue. */
export const VACCINATOR_ID = 33;

/**
 * An influenza vaccination of `patientId` the day before NOW, effective for half a year, given in
 * vaccination room 33 unless told otherwise: the vaccine of `aVaccination()` of the contracts'
 * testing entry point, dated here relative to the test clock (the contract fixture's dates are
 * earlier ones, which the feature's tests show).
 */
export async function insertVaccination(database: DatabaseHandle, patientId: number, values: Partial<VaccinationInsert> = {}): Promise<number> {
  const { name } = aVaccination();
  const [row] = await database.db
    .insert(vaccinations)
    .values({
      patientId,
      name,
      date: '2026-11-22',
      effectiveUntil: '2027-05-21',
      practitionerId: VACCINATOR_ID,
      ...values,
    })
    .returning({ id: vaccinations.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

export type VaccinationTestApp = DomainTestApp;

/**
 * The vaccinations domain on a database of its own with the demo catalogue (the practitioners the
 * vaccinations point at) and the fixture persons; no vaccinations from the previous test.
 */
export function vaccinationTestApp(open: () => Promise<DatabaseHandle>): VaccinationTestApp {
  return domainTestApp(open, { domains: [vaccinationsServer], prepare: insertCatalogue, clear: [vaccinations] });
}
