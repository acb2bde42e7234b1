import type { ImagingOverview, ImagingResultDay, LaboratoryOverview, LabPackage, LabResultDay, LabSingleTest, LabTrend, Referral } from '../lib/lab-imaging';

// Answers of the lab-imaging API as the feature's tests get them; the server's database fixtures
// (libs/lab-imaging/server/src/testing) take their default rows' values from the same builders.
// Dates are relative to Date.now() where validity matters (the pages reckon it from Date.now());
// in the unit tests Date reads the test clock (TEST_NOW of @portal/shared/util/testing).

const DAY_MS = 86_400_000;

/** The Helsinki calendar day `days` from now, 'YYYY-MM-DD' (noon UTC is the same day in Helsinki). */
export function dayFromNow(days: number): string {
  const at = new Date(Date.now() + days * DAY_MS);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(at);
}

export function aReferral(overrides: Partial<Referral> = {}): Referral {
  return {
    id: 41,
    type: 'laboratory',
    title: 'Perusverenkuva, CRP ja TSH',
    description: 'Näytteenotto ilman ajanvarausta arkisin 7–18.',
    creationDate: '2026-11-17',
    validUntil: dayFromNow(60),
    status: 'valid',
    practitioner: { name: 'Anna Lääkäri' },
    patientInstructionsUrl: 'https://example.com/ohjeet/laboratorio',
    ...overrides,
  };
}

export function aTest(overrides: Partial<LabSingleTest> = {}): LabSingleTest {
  return {
    kind: 'single',
    id: 101,
    displayName: 'Hemoglobiini',
    code: 'B-Hb',
    status: 'ready',
    isReady: true,
    result: { type: 'numeric', resultNumber: 138, prefix: null, isWithinReferenceRange: true },
    unit: 'g/l',
    referenceRange: { min: 117, max: 167 },
    description: null,
    additionalResult: null,
    ...overrides,
  };
}

export function aPackage(overrides: Partial<LabPackage> = {}): LabPackage {
  return {
    kind: 'package',
    id: 100,
    displayName: 'Perusverenkuva',
    code: 'B-PVK',
    isReady: true,
    items: [aTest(), aTest({ id: 102, displayName: 'Leukosyytit', code: 'B-Leuk', unit: 'E9/l', referenceRange: { min: 3.4, max: 8.2 }, result: { type: 'numeric', resultNumber: 6.1, prefix: null, isWithinReferenceRange: true } })],
    ...overrides,
  };
}

/** A pending date: a package, a result below its limit, a textual result and a test waiting for the laboratory. */
export function aLabResultDay(overrides: Partial<LabResultDay> = {}): LabResultDay {
  return {
    date: '2026-11-20',
    patientName: 'Maija Meikäläinen',
    readiness: 'pending',
    tests: [
      aPackage(),
      aTest({
        id: 110,
        displayName: 'C-reaktiivinen proteiini',
        code: 'P-CRP',
        unit: 'mg/l',
        result: { type: 'numeric', resultNumber: 3, prefix: 'lessThan', isWithinReferenceRange: true },
        referenceRange: { min: null, max: 3 },
        description: 'Tulehdusarvo.',
      }),
      aTest({
        id: 111,
        displayName: 'Kolesteroli',
        code: 'fP-Kol',
        unit: 'mmol/l',
        result: { type: 'numeric', resultNumber: 5.6, prefix: null, isWithinReferenceRange: false },
        referenceRange: { min: null, max: 5 },
      }),
      aTest({
        id: 112,
        displayName: 'Virtsan kemiallinen seulonta',
        code: 'U-KemSeul',
        unit: null,
        referenceRange: null,
        result: { type: 'textual', resultText: 'Ei poikkeavaa' },
        additionalResult: 'Nitriitti negatiivinen.',
      }),
      aTest({ id: 113, displayName: 'Tyreotropiini', code: 'P-TSH', status: 'sampled', isReady: false, result: null, unit: 'mU/l', referenceRange: { min: 0.5, max: 3.6 } }),
    ],
    ...overrides,
  };
}

export function aLaboratoryOverview(overrides: Partial<LaboratoryOverview> = {}): LaboratoryOverview {
  return {
    referrals: [
      aReferral(),
      aReferral({ id: 42, title: 'Lipidit ja glukoosi', validUntil: dayFromNow(0) }),
      aReferral({ id: 43, title: 'Virtsan kemiallinen seulonta', validUntil: dayFromNow(-1), status: 'expired', practitioner: null }),
    ],
    resultDates: [
      {
        date: '2026-11-20',
        readiness: 'pending',
        tests: [
          { id: 100, displayName: 'Perusverenkuva', code: 'B-PVK', isReady: true },
          { id: 113, displayName: 'Tyreotropiini', code: 'P-TSH', isReady: false },
        ],
      },
      { date: '2026-10-13', readiness: 'ready', tests: [{ id: 120, displayName: 'Glukoosi', code: 'fP-Gluk', isReady: true }] },
    ],
    ...overrides,
  };
}

export function aTrend(overrides: Partial<LabTrend> = {}): LabTrend {
  return {
    code: 'B-Hb',
    displayName: 'Hemoglobiini',
    unit: 'g/l',
    points: [
      { id: 90, date: '2025-05-02', resultNumber: 112, prefix: null, isWithinReferenceRange: false, referenceRange: { min: 117, max: 167 } },
      { id: 95, date: '2026-02-10', resultNumber: 125, prefix: null, isWithinReferenceRange: true, referenceRange: { min: 117, max: 167 } },
      { id: 101, date: '2026-11-20', resultNumber: 138, prefix: null, isWithinReferenceRange: true, referenceRange: { min: 117, max: 167 } },
    ],
    ...overrides,
  };
}

export function anImagingOverview(overrides: Partial<ImagingOverview> = {}): ImagingOverview {
  return {
    referrals: [aReferral({ id: 51, type: 'imaging', title: 'Polven magneettitutkimus, oikea', validUntil: dayFromNow(14), description: 'Varaa aika kuvantamisyksikköön.' })],
    results: [
      { id: 61, imagingDate: '2026-11-19', examinationName: 'Polven magneettitutkimus, oikea', hasStatement: false },
      { id: 62, imagingDate: '2026-10-13', examinationName: null, hasStatement: true },
    ],
    ...overrides,
  };
}

export function anImagingResultDay(overrides: Partial<ImagingResultDay> = {}): ImagingResultDay {
  return {
    imagingDate: '2026-10-13',
    patientName: 'Maija Meikäläinen',
    results: [
      { id: 62, imagingDate: '2026-10-13', examinationName: 'Keuhkojen röntgenkuvaus', statementText: 'Keuhkokentät ovat puhtaat.' },
      { id: 63, imagingDate: '2026-10-13', examinationName: null, statementText: null },
    ],
    ...overrides,
  };
}
