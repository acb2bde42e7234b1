import type { DatabaseHandle } from '@portal/shared/db';
import { vaccinations } from '@portal/shared/db';
import type { TestApp } from '@portal/shared/server/testing';
import { createTestApp, insertCatalogue, NOW } from '@portal/shared/server/testing';
import { vaccinationsServer } from '../index';

export type VaccinationInsert = typeof vaccinations.$inferInsert;

/** Vaccination room 33 of the demo catalogue. */
export const VACCINATOR_ID = 33;

/**
 * An influenza vaccination of `patientId` the day before NOW, effective for half a year, given in
 * vaccination room 33 unless told otherwise.
 */
export async function insertVaccination(database: DatabaseHandle, patientId: number, values: Partial<VaccinationInsert> = {}): Promise<number> {
  const [row] = await database.db
    .insert(vaccinations)
    .values({
      patientId,
      name: 'Influenssarokote (Vaxigrip Tetra)',
      date: '2026-11-22',
      effectiveUntil: '2027-05-21',
      practitionerId: VACCINATOR_ID,
      ...values,
    })
    .returning({ id: vaccinations.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

export interface VaccinationTestApp {
  t: TestApp;
  database: DatabaseHandle;
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  /** No vaccinations from the previous test, the clock at NOW. */
  reset(): Promise<void>;
}

/** The vaccinations domain on a database of its own with the demo catalogue and the fixture persons. */
export function vaccinationTestApp(open: () => Promise<DatabaseHandle>): VaccinationTestApp {
  const context: VaccinationTestApp = {
    t: undefined as unknown as TestApp,
    database: undefined as unknown as DatabaseHandle,
    setUp: async () => {
      context.database = await open();
      // The practitioners the vaccinations point at.
      await insertCatalogue(context.database);
      context.t = await createTestApp({ database: context.database, domains: [vaccinationsServer] });
    },
    tearDown: () => context.t.close(),
    reset: async () => {
      context.t.clock.now = NOW;
      await context.database.db.delete(vaccinations);
    },
  };
  return context;
}
