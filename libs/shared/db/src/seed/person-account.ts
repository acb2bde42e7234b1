import type {
  guardianContacts,
  guardianships,
  occupationalContracts,
  occupationalTeamMembers,
  patientConsents,
  patients,
  persons,
} from '../lib/schema';
import type { SeedContext } from './context';
import type { DemoPersonKey } from './demo-persons';
import { demoGuardianships, demoPerson, demoPersons } from './demo-persons';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface AccountRows {
  persons: Insert<typeof persons>[];
  patients: Insert<typeof patients>[];
  guardianships: Insert<typeof guardianships>[];
  consents: Insert<typeof patientConsents>[];
  guardianContacts: Insert<typeof guardianContacts>[];
  occupationalContracts: Insert<typeof occupationalContracts>[];
  occupationalTeam: Insert<typeof occupationalTeamMembers>[];
}

/** Person ids in the order of demoPersons, so they never depend on anything else. */
export function demoPersonIds(): Record<DemoPersonKey, number> {
  return Object.fromEntries(demoPersons.map((person, i) => [person.key, i + 1])) as Record<DemoPersonKey, number>;
}

export function accountRows(ctx: SeedContext): AccountRows {
  const out: AccountRows = {
    persons: [],
    patients: [],
    guardianships: [],
    consents: [],
    guardianContacts: [],
    occupationalContracts: [],
    occupationalTeam: [],
  };
  for (const person of demoPersons) {
    const id = ctx.personId(person.key);
    out.persons.push({ id, ssn: person.ssn, firstName: person.firstName, lastName: person.lastName, birthDate: person.birthDate, language: person.language });
    const patient = person.patient;
    if (!patient) continue;
    const consentAt = patient.hasConsent ? ctx.at(-400, '12:00') : null;
    out.patients.push({
      personId: id,
      healthCareType: patient.healthCareType,
      phoneNumber: patient.phoneNumber,
      email: patient.email,
      street: patient.street,
      postalCode: patient.postalCode,
      postOffice: patient.postOffice,
      patientDataConsentFormUpdated: consentAt,
      isCreditworthy: patient.isCreditworthy,
    });
    if (consentAt) {
      out.consents.push({
        patientId: id,
        allowsCommonRegistry: true,
        allowsViewingOccupationalInformation: patient.healthCareType === 'occupational',
        allowsMarketingMail: person.key === 'private',
        allowsTreatmentInstructionsMail: true,
        allowsBookingSms: true,
        updatedAt: consentAt,
      });
    }
  }

  for (const { guardian, child } of demoGuardianships) {
    out.guardianships.push({ guardianId: ctx.personId(guardian), childId: ctx.personId(child) });
    const parent = demoPerson(guardian);
    out.guardianContacts.push({
      patientId: ctx.personId(child),
      position: 1,
      name: `${parent.lastName} ${parent.firstName}`,
      phone: parent.patient?.phoneNumber ?? '',
      emailAddress: parent.patient?.email ?? null,
      isGuardianHasSameAddress: true,
      streetAddress: null,
      zipCode: null,
      postOffice: null,
    });
  }
  // The younger child's other guardian lives elsewhere; only a contact, not a demo person.
  out.guardianContacts.push({
    patientId: ctx.personId('child'),
    position: 2,
    name: 'Laine Tapio Juhani',
    phone: '+358501000010',
    emailAddress: 'tapio.laine@example.com',
    isGuardianHasSameAddress: false,
    streetAddress: 'Kauppakatu 7 B 14',
    zipCode: '40100',
    postOffice: 'Jyväskylä',
  });

  const worker = ctx.personId('occupational');
  out.occupationalContracts.push({
    patientId: worker,
    employerName: 'Aurora Logistiikka Oy',
    companyCode: '2345678-1',
    departmentName: 'Varasto, Tampere',
    contractType: 'Comprehensive',
    contractProductIds: ['OHC_BASIC', 'OHC_MEDICAL_CARE', 'INTERNET_BOOKING_ALLOWED', 'VACCINATIONS', 'INFLUENZA_VACCINE'],
    webReservationAllowed: true,
    vaccinationsAllowed: true,
    influenzaVaccinationAllowed: true,
    periodicInspectionClinicId: 'TRE',
  });
  // Online booking is not in her employer's statutory agreement, nor are vaccinations: the
  // occupational list asks her to phone customer service.
  out.occupationalContracts.push({
    patientId: ctx.personId('occupationalByPhone'),
    employerName: 'Lahden Rakennus Oy',
    companyCode: '3456788-1',
    departmentName: 'Työmaat, Lahti',
    contractType: 'Statutory',
    contractProductIds: ['OHC_BASIC'],
    webReservationAllowed: false,
    vaccinationsAllowed: false,
    influenzaVaccinationAllowed: false,
    periodicInspectionClinicId: 'LHT',
  });
  out.occupationalTeam.push(...occupationalTeam(ctx));
  return out;
}

/**
 * The occupational health customer's care team. The doctor is away for two weeks around today, so
 * the team shows a substitute and a period; the nurse will be away for a week later on. The
 * roll-forward moves the periods with this when the doctor's has ended.
 */
export function occupationalTeam(ctx: SeedContext): AccountRows['occupationalTeam'] {
  const worker = ctx.personId('occupational');
  return [
    { id: ctx.nextId('occupational_team_members'), patientId: worker, practitionerId: 10, professionalType: 'Doctor', substitutePractitionerId: 29, substituteFrom: ctx.day(-3), substituteUntil: ctx.day(10) },
    { id: ctx.nextId('occupational_team_members'), patientId: worker, practitionerId: 11, professionalType: 'Doctor', substitutePractitionerId: null, substituteFrom: null, substituteUntil: null },
    { id: ctx.nextId('occupational_team_members'), patientId: worker, practitionerId: 12, professionalType: 'Nurse', substitutePractitionerId: 13, substituteFrom: ctx.day(20), substituteUntil: ctx.day(27) },
    { id: ctx.nextId('occupational_team_members'), patientId: worker, practitionerId: 18, professionalType: 'Psychologist', substitutePractitionerId: null, substituteFrom: null, substituteUntil: null },
  ];
}
