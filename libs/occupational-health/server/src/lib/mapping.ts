import type { OccupationalContractRow } from '@portal/occupational-health/records';
import type { OccupationalHealthMemo, OccupationalHealthTeam, OccupationalProfessionalType, OccupationalTeamMember } from '@portal/occupational-health/contracts';
import type { TeamMemberRow } from './queries';

type Lang = 'fi' | 'sv' | 'en';

const professionalTypeOf: Record<TeamMemberRow['professionalType'], OccupationalProfessionalType> = {
  Doctor: 'doctor',
  Nurse: 'nurse',
  Psychologist: 'psychologist',
  Physiotherapist: 'physiotherapist',
};

/**
 * One member as the page shows them, on `today` (a Helsinki 'YYYY-MM-DD'). A period that covers
 * today means the member is away; a period that has ended is left out with its substitute, so the
 * page never names someone who no longer stands in. A substitute without dates stands in as such.
 */
export function toTeamMember(row: TeamMemberRow, today: string, lang: Lang): OccupationalTeamMember {
  const { from, until } = { from: row.substituteFrom, until: row.substituteUntil };
  const period = from !== null && until !== null ? { from, until } : null;
  const ended = period !== null && period.until < today;
  const substitute = row.substitute && !ended ? { id: row.substitute.id, name: row.substitute.name, hasPublicPage: !row.substitute.isResource } : null;
  return {
    id: row.practitioner.id,
    name: row.practitioner.name,
    hasPublicPage: !row.practitioner.isResource,
    title: row.practitioner.title[lang],
    professionalType: professionalTypeOf[row.professionalType],
    substitute,
    substitutePeriod: substitute ? period : null,
    isAbsent: substitute !== null && period !== null && period.from <= today && today <= period.until,
  };
}

/** The team grouped as the spec names it: responsible doctors, responsible nurses, and the others. */
export function toTeam(employerName: string, rows: readonly TeamMemberRow[], today: string, lang: Lang): OccupationalHealthTeam {
  const members = rows.map((row) => toTeamMember(row, today, lang));
  return {
    type: 'team',
    employerName,
    responsibleDoctors: members.filter((m) => m.professionalType === 'doctor'),
    responsibleNurses: members.filter((m) => m.professionalType === 'nurse'),
    otherProfessionals: members.filter((m) => m.professionalType !== 'doctor' && m.professionalType !== 'nurse'),
  };
}

/**
 * The employee memo: what the agreement gives the employee. The company code and the contract's
 * product ids stay on the server: the flags already say what the products allow.
 */
export function toMemo(contract: OccupationalContractRow): OccupationalHealthMemo {
  return {
    type: 'memo',
    employerName: contract.employerName,
    departmentName: contract.departmentName,
    contractType: contract.contractType,
    webReservationAllowed: contract.webReservationAllowed,
    vaccinationsAllowed: contract.vaccinationsAllowed,
    influenzaVaccinationAllowed: contract.influenzaVaccinationAllowed,
    periodicInspectionClinic: contract.periodicInspectionClinic,
  };
}
