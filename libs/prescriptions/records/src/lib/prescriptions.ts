import type { Database } from '@portal/shared/db';
import { practitioners, prescriptions } from '@portal/shared/db';
import { desc, eq, sql } from 'drizzle-orm';

/** The columns of a prescription as the contract's `Prescription` names them: the prescriptions page and the front page read the same. */
export const prescriptionColumns = {
  id: prescriptions.id,
  medicineName: prescriptions.medicineName,
  strength: prescriptions.strength,
  issuedDate: prescriptions.issuedDate,
  isRenewable: prescriptions.isRenewable,
  medicineType: prescriptions.medicineType,
  packageUnit: prescriptions.packageUnit,
  packageSize: prescriptions.packageSize,
  packageCount: prescriptions.packageCount,
  totalAmount: prescriptions.totalAmount,
  treatmentLength: prescriptions.treatmentLength,
  treatmentLengthUnit: prescriptions.treatmentLengthUnit,
  dosageGuide: prescriptions.dosageGuide,
  usageGuide: prescriptions.usageGuide,
};

/**
 * The latest prescriptions. `anyRenewable` looks at all of the patient's prescriptions, not only
 * the ones shown: a window over the whole set is computed before the limit.
 */
export function latestPrescriptions(db: Database, patientId: number, limit: number) {
  return db
    .select({
      ...prescriptionColumns,
      practitionerName: practitioners.name,
      practitionerPicture: practitioners.profilePictureUrl,
      practitionerIsResource: practitioners.isResource,
      anyRenewable: sql<boolean>`bool_or(${prescriptions.isRenewable}) over ()`.mapWith(Boolean),
    })
    .from(prescriptions)
    .leftJoin(practitioners, eq(practitioners.id, prescriptions.practitionerId))
    .where(eq(prescriptions.patientId, patientId))
    .orderBy(desc(prescriptions.issuedDate), desc(prescriptions.id))
    .limit(limit);
}
export type PrescriptionRow = Awaited<ReturnType<typeof latestPrescriptions>>[number];
