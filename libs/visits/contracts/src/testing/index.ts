import type { MedicalReport, VisitsList, VisitSummary } from '../lib/visits';

// Answers of the visits API as the feature's tests get them; the server's insertVisit
// (libs/visits/server/src/testing) takes its default report's values from the same builders.

/** A private general practice visit; override what a test is about. */
export function aVisit(overrides: Partial<VisitSummary> = {}): VisitSummary {
  return {
    id: 12,
    // 10:00 in Helsinki.
    dateTime: '2026-11-20T08:00:00.000Z',
    practitionerName: 'Anna Virtanen',
    specialtyName: 'General practice',
    visitType: 'private',
    ...overrides,
  };
}

/** One page of the list: `visits` on page `page` of `totalCount`. */
export function aVisitsList(visits: VisitSummary[], overrides: Partial<Omit<VisitsList, 'visits'>> = {}): VisitsList {
  return { visits, page: 0, pageSize: 20, totalCount: visits.length, ...overrides };
}

export function aReport(overrides: Partial<MedicalReport> = {}): MedicalReport {
  return {
    ...aVisit(),
    patient: { name: 'Laura Mäkinen', maskedIdentityCode: '150488-****' },
    diagnoses: [
      { code: 'M54.5', description: 'Alaselän kipu' },
      { code: 'Z73.3', description: 'Stressi, muualla luokittamaton' },
    ],
    texts: [
      { title: 'Tulosyy', body: 'Alaselkäkipua kaksi viikkoa, ei säteilyä alaraajoihin.' },
      { title: 'Hoito ja jatko', body: 'Kotiharjoitteet fysioterapeutin ohjeen mukaan.\nTarvittaessa kipulääke.' },
    ],
    ...overrides,
  };
}
