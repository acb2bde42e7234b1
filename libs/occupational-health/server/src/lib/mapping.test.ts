import type { OccupationalContractRow } from '@portal/occupational-health/records';
import type { TeamMemberRow } from './queries';
import { toMemo, toTeam, toTeamMember } from './mapping';

function aRow(overrides: Partial<TeamMemberRow> = {}): TeamMemberRow {
  return {
    professionalType: 'Doctor',
    practitioner: { id: 10, name: 'Marko Kinnunen', title: { fi: 'Työterveyslääkäri', sv: 'Företagsläkare', en: 'Occupational health physician' }, isResource: false },
    substitute: { id: 29, name: 'Lauri Ahonen', isResource: false },
    substituteFrom: '2026-11-19',
    substituteUntil: '2026-12-02',
    ...overrides,
  };
}

describe('toTeamMember', () => {
  it.each([
    ['the day before the period', '2026-11-18', false],
    ['its first day', '2026-11-19', true],
    ['a day within', '2026-11-25', true],
    ['its last day', '2026-12-02', true],
  ])('on %s the member is away: %s', (_, today, isAbsent) => {
    expect(toTeamMember(aRow(), today, 'en')).toMatchObject({
      substitute: { id: 29, name: 'Lauri Ahonen', hasPublicPage: true },
      substitutePeriod: { from: '2026-11-19', until: '2026-12-02' },
      isAbsent,
    });
  });

  it('leaves out a substitute whose period has ended', () => {
    expect(toTeamMember(aRow(), '2026-12-03', 'en')).toMatchObject({ substitute: null, substitutePeriod: null, isAbsent: false });
  });

  it('names a substitute without dates, who stands in without the member being away', () => {
    expect(toTeamMember(aRow({ substituteFrom: null, substituteUntil: null }), '2026-11-22', 'fi')).toMatchObject({
      substitute: { name: 'Lauri Ahonen' },
      substitutePeriod: null,
      isAbsent: false,
    });
  });

  it('says nobody stands in and nobody is away without a substitute, whatever the dates', () => {
    expect(toTeamMember(aRow({ substitute: null }), '2026-11-22', 'sv')).toEqual({
      id: 10,
      name: 'Marko Kinnunen',
      hasPublicPage: true,
      title: 'Företagsläkare',
      professionalType: 'doctor',
      substitute: null,
      substitutePeriod: null,
      isAbsent: false,
    });
  });

  it('gives a room or a service no public page', () => {
    const row = aRow({ practitioner: { ...aRow().practitioner, isResource: true }, substitute: { id: 30, name: 'Etävastaanotto', isResource: true } });
    expect(toTeamMember(row, '2026-11-22', 'en')).toMatchObject({ hasPublicPage: false, substitute: { hasPublicPage: false } });
  });
});

describe('toTeam', () => {
  it('groups doctors, nurses and the other professionals, keeping the team’s order', () => {
    const rows = [
      aRow({ professionalType: 'Psychologist', practitioner: { ...aRow().practitioner, id: 18 } }),
      aRow({ professionalType: 'Nurse', practitioner: { ...aRow().practitioner, id: 12 } }),
      aRow({ practitioner: { ...aRow().practitioner, id: 10 } }),
      aRow({ professionalType: 'Physiotherapist', practitioner: { ...aRow().practitioner, id: 20 } }),
      aRow({ practitioner: { ...aRow().practitioner, id: 11 } }),
    ];
    const team = toTeam('Aurora Logistiikka Oy', rows, '2026-11-22', 'en');
    expect(team.employerName).toBe('Aurora Logistiikka Oy');
    expect(team.responsibleDoctors.map((m) => m.id)).toEqual([10, 11]);
    expect(team.responsibleNurses.map((m) => m.id)).toEqual([12]);
    expect(team.otherProfessionals.map((m) => [m.id, m.professionalType])).toEqual([
      [18, 'psychologist'],
      [20, 'physiotherapist'],
    ]);
  });
});

describe('toMemo', () => {
  const contract: OccupationalContractRow = {
    healthCareType: 'occupational',
    employerName: 'Aurora Logistiikka Oy',
    departmentName: null,
    contractType: 'Other',
    contractProductIds: [],
    webReservationAllowed: false,
    vaccinationsAllowed: true,
    influenzaVaccinationAllowed: false,
    periodicInspectionClinic: null,
  };

  it('gives what the agreement allows, without a department or a clinic when it names none', () => {
    expect(toMemo(contract)).toEqual({
      type: 'memo',
      employerName: 'Aurora Logistiikka Oy',
      departmentName: null,
      contractType: 'Other',
      webReservationAllowed: false,
      vaccinationsAllowed: true,
      influenzaVaccinationAllowed: false,
      periodicInspectionClinic: null,
    });
  });

  it('gives the clinic of the periodic health examinations with the address parts on record', () => {
    const clinic = { name: 'Kajo Tampere', street: 'Hämeenkatu 10', postalCode: '33100', postOffice: null };
    expect(toMemo({ ...contract, periodicInspectionClinic: clinic }).periodicInspectionClinic).toEqual(clinic);
  });
});
