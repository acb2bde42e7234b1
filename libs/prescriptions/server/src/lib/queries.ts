import type { Prescription } from '@portal/prescriptions/contracts';
import { prescriptionColumns } from '@portal/prescriptions/records';
import type { Database } from '@portal/shared/db';
import { practitioners, prescriptions } from '@portal/shared/db';
import { and, desc, eq, inArray } from 'drizzle-orm';

/** The lists' order: newest first, the id keeping two of one day in a fixed order. */
const newestFirst = [desc(prescriptions.issuedDate), desc(prescriptions.id)];

/** The patient's prescriptions, newest first (the id keeps two of one day in a fixed order). */
export function patientPrescriptions(db: Database, patientId: number): Promise<Prescription[]> {
  return db.select(prescriptionColumns).from(prescriptions).where(eq(prescriptions.patientId, patientId)).orderBy(...newestFirst);
}

/** Those of `ids` that are the patient's; anyone else's and unknown ids are simply not there. */
export function patientPrescriptionsByIds(db: Database, patientId: number, ids: readonly number[]): Promise<Prescription[]> {
  return db
    .select(prescriptionColumns)
    .from(prescriptions)
    .where(and(eq(prescriptions.patientId, patientId), inArray(prescriptions.id, [...ids])))
    .orderBy(...newestFirst);
}

export type PrescriptionWithPrescriber = Prescription & {
  /** Null when the prescriber is no longer on record. */
  prescriberName: string | null;
};

/** The patient's prescriptions as the list has them, with who wrote each: the patient's own copy names the prescriber. */
export function patientPrescriptionsWithPrescriber(db: Database, patientId: number): Promise<PrescriptionWithPrescriber[]> {
  return db
    .select({ ...prescriptionColumns, prescriberName: practitioners.name })
    .from(prescriptions)
    .leftJoin(practitioners, eq(practitioners.id, prescriptions.practitionerId))
    .where(eq(prescriptions.patientId, patientId))
    .orderBy(...newestFirst);
}
