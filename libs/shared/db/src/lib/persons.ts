import type { SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { patients, persons } from './schema';

export type PersonRow = typeof persons.$inferSelect;
export type PatientRow = typeof patients.$inferSelect;

/** A person and their patient record, null for an 'unregistered-user'. */
export async function personWithPatient(db: Database, where: SQL): Promise<{ person: PersonRow; patient: PatientRow | null } | undefined> {
  const [row] = await db.select({ person: persons, patient: patients }).from(persons).leftJoin(patients, eq(patients.personId, persons.id)).where(where);
  return row;
}

export function personById(db: Database, id: number) {
  return personWithPatient(db, eq(persons.id, id));
}

export function personBySsn(db: Database, ssn: string) {
  return personWithPatient(db, eq(persons.ssn, ssn));
}
