import type { Database } from '@portal/shared/db';
import { clinics, occupationalContracts, occupationalTeamMembers, patients, practitioners } from '@portal/shared/db';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/**
 * The person's occupational health agreement with the care type of their patient record (the
 * routes decide from both whether they are an occupational health customer), and the clinic of
 * the periodic health examinations when the agreement names one.
 */
export async function occupationalContractOf(db: Database, personId: number) {
  const [row] = await db
    .select({
      healthCareType: patients.healthCareType,
      employerName: occupationalContracts.employerName,
      departmentName: occupationalContracts.departmentName,
      contractType: occupationalContracts.contractType,
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

const substitutes = alias(practitioners, 'substitutes');

/** The team in the order the agreement lists it, each with the substitute when there is one. */
export function teamMembersOf(db: Database, personId: number) {
  return db
    .select({
      professionalType: occupationalTeamMembers.professionalType,
      practitioner: { id: practitioners.id, name: practitioners.name, title: practitioners.title, isResource: practitioners.isResource },
      substitute: { id: substitutes.id, name: substitutes.name, isResource: substitutes.isResource },
      substituteFrom: occupationalTeamMembers.substituteFrom,
      substituteUntil: occupationalTeamMembers.substituteUntil,
    })
    .from(occupationalTeamMembers)
    .innerJoin(practitioners, eq(practitioners.id, occupationalTeamMembers.practitionerId))
    .leftJoin(substitutes, eq(substitutes.id, occupationalTeamMembers.substitutePractitionerId))
    .where(eq(occupationalTeamMembers.patientId, personId))
    .orderBy(asc(occupationalTeamMembers.id));
}

export type TeamMemberRow = Awaited<ReturnType<typeof teamMembersOf>>[number];
