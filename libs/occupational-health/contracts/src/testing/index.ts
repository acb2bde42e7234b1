import type { OccupationalHealthMemo, OccupationalHealthTeam, OccupationalTeamMember } from '../lib/occupational-health';

// Answers of the occupational health API as the feature's tests get them.

/** A responsible doctor at work, nobody standing in; override what a test is about. */
export function aMember(overrides: Partial<OccupationalTeamMember> = {}): OccupationalTeamMember {
  return {
    id: 11,
    name: 'Tiina Rantanen',
    hasPublicPage: true,
    title: 'Occupational health physician',
    professionalType: 'doctor',
    substitute: null,
    substitutePeriod: null,
    isAbsent: false,
    ...overrides,
  };
}

/** Mikko Korhonen's team of the demo data on 22.11.2026: the first doctor away, the nurse's absence to come. */
export function aTeam(overrides: Partial<OccupationalHealthTeam> = {}): OccupationalHealthTeam {
  return {
    type: 'team',
    employerName: 'Aurora Logistiikka Oy',
    responsibleDoctors: [
      aMember({
        id: 10,
        name: 'Marko Kinnunen',
        substitute: { id: 29, name: 'Lauri Ahonen', hasPublicPage: true },
        substitutePeriod: { from: '2026-11-19', until: '2026-12-02' },
        isAbsent: true,
      }),
      aMember(),
    ],
    responsibleNurses: [
      aMember({
        id: 12,
        name: 'Heidi Salonen',
        title: 'Occupational health nurse',
        professionalType: 'nurse',
        substitute: { id: 13, name: 'Janne Tuominen', hasPublicPage: true },
        substitutePeriod: { from: '2026-12-12', until: '2026-12-19' },
      }),
    ],
    otherProfessionals: [aMember({ id: 18, name: 'Elina Manninen', title: 'Psychologist', professionalType: 'psychologist' })],
    ...overrides,
  };
}

/** Mikko Korhonen's memo of the demo data: a comprehensive agreement allowing everything, examinations in Tampere. */
export function aMemo(overrides: Partial<OccupationalHealthMemo> = {}): OccupationalHealthMemo {
  return {
    type: 'memo',
    employerName: 'Aurora Logistiikka Oy',
    departmentName: 'Varasto, Tampere',
    contractType: 'Comprehensive',
    webReservationAllowed: true,
    vaccinationsAllowed: true,
    influenzaVaccinationAllowed: true,
    periodicInspectionClinic: { name: 'Kajo Tampere', street: 'Hämeenkatu 10', postalCode: '33100', postOffice: 'Tampere' },
    ...overrides,
  };
}
