import type { SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { patients, persons } from '../db/schema';
import { unauthorized } from '../http/errors';

export type PersonRow = typeof persons.$inferSelect;
export type PatientRow = typeof patients.$inferSelect;

/** The person the session acts for: the child a guardian acts for, otherwise the signed-in person. */
export interface ActingSession {
  /** Whose data: the session's own person or the child. */
  subjectId: number;
  /** Who is signed in (the guardian when acting for a child). */
  personId: number;
  isChild: boolean;
}

export function actingSessionOf(request: FastifyRequest): ActingSession {
  const session = request.session;
  // The session hook already answers 401; this keeps the type honest.
  if (!session) throw unauthorized();
  return { subjectId: session.actingForId ?? session.personId, personId: session.personId, isChild: session.actingForId !== null };
}

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
