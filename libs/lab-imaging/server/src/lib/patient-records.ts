import type { CodeableConcept, DiagnosticReport, Observation, ObservationReferenceRange, Quantity, Resource, ServiceRequest } from '@medplum/fhirtypes';
import type { LabPackage, LabSingleTest, LabTest, Referral, ResultPrefix } from '@portal/lab-imaging/contracts';
import type { LocalizedText } from '@portal/shared/db';
import type { PatientRecordSource, PatientRecordsQuery } from '@portal/shared/server';
import { portalIdentifier } from '@portal/shared/server';
import { helsinkiDateString } from '@portal/shared/util';
import { toImagingResult, toLabTests, toReferral } from './mapping';
import { imagingRowsOf, labRowsOf, referralsOf } from './queries';

/** The few fixed words of the result pages (the feature's translations and the front page's). */
const texts = {
  labResults: { fi: 'Laboratoriotulokset', sv: 'Laboratorieresultat', en: 'Laboratory results' },
  imagingNoTitle: { fi: 'Ei otsikkoa', sv: 'Ingen rubrik', en: 'No title' },
} as const satisfies Record<string, LocalizedText>;

const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
const DIAGNOSTIC_SERVICE = 'http://terminology.hl7.org/CodeSystem/v2-0074';
const UCUM = 'http://unitsofmeasure.org';
const SNOMED = 'http://snomed.info/sct';

/**
 * The UCUM codes of the units the laboratories write, for those whose meaning is certain; any
 * other unit goes as written only ('mU/l' may be international units or enzyme units).
 */
const ucumCodes: Readonly<Record<string, string>> = {
  'g/l': 'g/L',
  'mg/l': 'mg/L',
  'mmol/l': 'mmol/L',
  'µmol/l': 'umol/L',
  'mmol/mol': 'mmol/mol',
  '%': '%',
  'E9/l': '10*9/L',
  'E12/l': '10*12/L',
};

const comparators: Record<ResultPrefix, NonNullable<Quantity['comparator']>> = {
  lessThan: '<',
  lessThanOrEqual: '<=',
  greaterThan: '>',
  greaterThanOrEqual: '>=',
};

function quantity(value: number, unit: string | null): Quantity {
  if (unit === null) return { value };
  const code = ucumCodes[unit];
  return code ? { value, unit, system: UCUM, code } : { value, unit };
}

/** High or low when the laboratory judged the result outside its range, by the side it is on. */
function interpretationOf(test: LabSingleTest, value: number): CodeableConcept[] {
  const judged = test.result?.type === 'numeric' ? test.result.isWithinReferenceRange : null;
  if (judged === null) return [];
  const { min, max } = test.referenceRange ?? { min: null, max: null };
  const [code, display] = judged ? ['N', 'Normal'] : max !== null && value > max ? ['H', 'High'] : min !== null && value < min ? ['L', 'Low'] : ['A', 'Abnormal'];
  return [{ coding: [{ system: INTERPRETATION, code, display }] }];
}

function referenceRangeOf(test: LabSingleTest): ObservationReferenceRange[] {
  const range = test.referenceRange;
  if (!range || (range.min === null && range.max === null)) return [];
  return [{ ...(range.min === null ? {} : { low: quantity(range.min, test.unit) }), ...(range.max === null ? {} : { high: quantity(range.max, test.unit) }) }];
}

function labObservation(test: LabTest, status: Observation['status'], date: string, query: PatientRecordsQuery): Observation {
  return {
    resourceType: 'Observation',
    id: `lab-${test.id}`,
    identifier: [portalIdentifier(query.config, 'lab-result', test.id)],
    status,
    category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: 'laboratory', display: 'Laboratory' }] }],
    code: { text: test.displayName },
    subject: query.patient,
    effectiveDateTime: date,
  };
}

/** A single test as its result page shows it: one still waiting for the laboratory is registered, without a value. */
function singleTestObservation(test: LabSingleTest, date: string, query: PatientRecordsQuery): Observation {
  const { result } = test;
  const interpretation = result?.type === 'numeric' ? interpretationOf(test, result.resultNumber) : [];
  const referenceRange = referenceRangeOf(test);
  const note = [test.description, test.additionalResult].flatMap((text) => (text === null ? [] : [{ text }]));
  return {
    ...labObservation(test, test.isReady ? 'final' : 'registered', date, query),
    ...(result?.type === 'numeric'
      ? { valueQuantity: { ...quantity(result.resultNumber, test.unit), ...(result.prefix ? { comparator: comparators[result.prefix] } : {}) } }
      : {}),
    ...(result?.type === 'textual' ? { valueString: result.resultText } : {}),
    // FHIR has no empty lists.
    ...(interpretation.length > 0 ? { interpretation } : {}),
    ...(referenceRange.length > 0 ? { referenceRange } : {}),
    ...(note.length > 0 ? { note } : {}),
  };
}

/** A package is a panel: its items are its members, and it is final once every item is. */
function packageObservations(labPackage: LabPackage, date: string, query: PatientRecordsQuery): Observation[] {
  const items = labPackage.items.map((item) => singleTestObservation(item, date, query));
  const readyCount = labPackage.items.filter((item) => item.isReady).length;
  const panel: Observation = {
    ...labObservation(labPackage, labPackage.isReady ? 'final' : readyCount > 0 ? 'preliminary' : 'registered', date, query),
    hasMember: labPackage.items.map((item) => ({ reference: `Observation/lab-${item.id}` })),
  };
  return [panel, ...items];
}

/** One result date of the laboratory page: its tests, and a report that lists them in the page's order. */
function labDayResources(date: string, tests: readonly LabTest[], query: PatientRecordsQuery): Resource[] {
  const observations = tests.flatMap((test) => (test.kind === 'package' ? packageObservations(test, date, query) : [singleTestObservation(test, date, query)]));
  const report: DiagnosticReport = {
    resourceType: 'DiagnosticReport',
    id: `lab-day-${date}`,
    status: tests.every((test) => test.isReady) ? 'final' : 'partial',
    category: [{ coding: [{ system: DIAGNOSTIC_SERVICE, code: 'LAB', display: 'Laboratory' }] }],
    code: { coding: [{ system: 'http://loinc.org', code: '11502-2', display: 'Laboratory report' }], text: texts.labResults[query.lang] },
    subject: query.patient,
    effectiveDateTime: date,
    result: tests.map((test) => ({ reference: `Observation/lab-${test.id}` })),
  };
  return [report, ...observations];
}

/** The patient's laboratory results by result date, as the laboratory pages show them. */
async function laboratoryResources(query: PatientRecordsQuery): Promise<Resource[]> {
  const rows = await labRowsOf(query.db, query.subjectId);
  const dates = [...new Set(rows.map((row) => row.resultDate))];
  return dates.flatMap((date) => {
    const tests = toLabTests(rows.filter((row) => row.resultDate === date));
    return tests.length === 0 ? [] : labDayResources(date, tests, query);
  });
}

/** An imaging result with the doctor's statement as its conclusion; without one, nothing is available yet. */
async function imagingResources(query: PatientRecordsQuery): Promise<DiagnosticReport[]> {
  const rows = await imagingRowsOf(query.db, query.subjectId);
  return rows.map(toImagingResult).map((result) => ({
    resourceType: 'DiagnosticReport',
    id: `imaging-${result.id}`,
    identifier: [portalIdentifier(query.config, 'imaging-result', result.id)],
    status: result.statementText === null ? 'registered' : 'final',
    category: [{ coding: [{ system: DIAGNOSTIC_SERVICE, code: 'RAD', display: 'Radiology' }] }],
    code: { text: result.examinationName ?? texts.imagingNoTitle[query.lang] },
    subject: query.patient,
    effectiveDateTime: result.imagingDate,
    ...(result.statementText === null ? {} : { conclusion: result.statementText }),
  }));
}

const referralCategories = {
  laboratory: { system: SNOMED, code: '108252007', display: 'Laboratory procedure' },
  imaging: { system: SNOMED, code: '363679005', display: 'Imaging' },
} as const;

/** A referral: in force until the end of its last valid day, after which nothing more is done on it. */
function toServiceRequest(referral: Referral, query: PatientRecordsQuery): ServiceRequest {
  return {
    resourceType: 'ServiceRequest',
    id: `referral-${referral.id}`,
    identifier: [portalIdentifier(query.config, 'referral', referral.id)],
    status: referral.status === 'valid' ? 'active' : 'revoked',
    intent: 'order',
    category: [{ coding: [referralCategories[referral.type]] }],
    code: { text: referral.title },
    subject: query.patient,
    occurrencePeriod: { start: referral.creationDate, end: referral.validUntil },
    authoredOn: referral.creationDate,
    ...(referral.practitioner ? { requester: { display: referral.practitioner.name } } : {}),
    // Finnish only, as the referral's page shows it.
    ...(referral.description === null ? {} : { note: [{ text: referral.description }] }),
  };
}

async function referralResources(query: PatientRecordsQuery): Promise<ServiceRequest[]> {
  const today = helsinkiDateString(query.now());
  const rows = [...(await referralsOf(query.db, query.subjectId, 'laboratory')), ...(await referralsOf(query.db, query.subjectId, 'imaging'))];
  return rows.map((row) => toServiceRequest(toReferral(row, query.lang, today), query));
}

/**
 * The laboratory and imaging part of the patient's own data: the referrals, the laboratory results
 * by date and the imaging results, each as the laboratory and imaging pages show them (a result
 * meant for professionals only is left out, and so is a package none of whose tests is shown).
 */
export const labImagingRecords: PatientRecordSource = {
  name: 'lab-imaging',
  resourceTypes: ['Observation', 'DiagnosticReport', 'ServiceRequest'],
  records: async (query) => [...(await referralResources(query)), ...(await laboratoryResources(query)), ...(await imagingResources(query))],
};
