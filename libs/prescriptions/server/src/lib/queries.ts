import type { Prescription } from '@portal/prescriptions/contracts';
import { prescriptionColumns } from '@portal/prescriptions/records';
import type { Database } from '@portal/shared/db';
import { prescriptions } from '@portal/shared/db';
import { and, desc, eq, inArray } from 'drizzle-orm';

/** The patient's prescriptions, newest first (the id keeps two of one day in a fixed order). */
export function patientPrescriptions(db: Database, patientId: number): Promise<Prescription[]> {
  return db.select(prescriptionColumns).from(prescriptions).where(eq(prescriptions.patientId, patientId)).orderBy(desc(prescriptions.issuedDate), desc(prescriptions.id));
}

/** Those of `ids` that are the patient's; anyone else's and unknown ids are simply not there. */
export function patientPrescriptionsByIds(db: Database, patientId: number, ids: readonly number[]): Promise<Prescription[]> {
  return db
    .select(prescriptionColumns)
    .from(prescriptions)
    .where(and(eq(prescriptions.patientId, patientId), inArray(prescriptions.id, [...ids])))
    .orderBy(desc(prescriptions.issuedDate), desc(prescriptions.id));
}
