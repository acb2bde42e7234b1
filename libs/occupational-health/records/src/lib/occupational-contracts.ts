import { eq } from 'drizzle-orm';
import type { Database } from '@portal/shared/db';
import { clinics, occupationalContracts, patients } from '@portal/shared/db';

/**
 * The person's occupational health agreement with the care type of their patient record (a caller
 * decides from both whether they are an occupational health customer), its contract products and
 * the clinic of the periodic health examinations when the agreement names one. Shared by the
 * occupational health pages (team, employee memo) and occupational booking.
 */
export async function occupationalContractOf(db: Database, personId: number) {
  const [row] = await db
    .select({
      healthCareType: patients.healthCareType,
      employerName: occupationalContracts.employerName,
      departmentName: occupationalContracts.departmentName,
      contractType: occupationalContracts.contractType,
      contractProductIds: occupationalContracts.contractProductIds,
      webReservationAllowed: occupationalContracts.webReservationAllowed,
      vaccinationsAllowed: occupationalContracts.vaccinationsAllowed,
      influenzaVaccinationAllowed: occupationalContracts.influenzaVaccinationAllowed,
      periodicInspectionClinic: { name: clinics.name, street: clinics.street, postalCode: clinics.postalCode, postOffice: clinics.postOffice },
    })
    .from(occupationalContracts)
    .innerJoin(patients, eq(patients.personId, occupationalContracts.patientId))
    .leftJoin(clinics, eq(clinics.id, occupationalContracts.periodicInspectionClinicId))
    .where(eq(occupationalContracts.patientId, personId));
  return row;
}

export type OccupationalContractRow = NonNullable<Awaited<ReturnType<typeof occupationalContractOf>>>;
