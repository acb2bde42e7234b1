import type { Resource } from '@medplum/fhirtypes';
import { testDatabases } from '@portal/shared/db/testing';
import { fhirProblems, recordsQuery } from '@portal/shared/server/testing';
import type { Language } from '@portal/shared/util';
import { labImagingServer } from '../index';
import { DOCTOR, insertImaging, insertLabPackage, insertLabTest, insertReferral, labImagingTestApp } from '../testing/fixtures';
import { labImagingRecords } from './patient-records';

const LAB = { system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory', display: 'Laboratory' };
const interpretation = (code: string, display: string) => [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation', code, display }] }];

describe.each(testDatabases)('laboratory and imaging in the patient’s own data on $name', ({ open }) => {
  const c = labImagingTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const query = (subjectId: number, lang: Language = 'en') => recordsQuery(c.database, c.t.config, subjectId, { lang });
  const records = (subjectId: number, lang?: Language) => labImagingRecords.records(query(subjectId, lang));
  const byId = (resources: readonly Resource[]) => new Map(resources.map((resource) => [`${resource.resourceType}/${resource.id ?? ''}`, resource]));

  it('is the part the laboratory and imaging plugin offers', () => {
    expect(labImagingServer.patientRecords).toBe(labImagingRecords);
    expect(labImagingRecords.resourceTypes).toEqual(['Observation', 'DiagnosticReport', 'ServiceRequest']);
  });

  it('gives a result date as a report of its tests, a package as a panel of its items, each valid FHIR R4', async () => {
    const { adult } = c.t.personIds;
    const { packageId, itemIds } = await insertLabPackage(c.database, adult, {}, [
      {},
      { displayName: 'Leukosyytit', code: 'B-Leuk', unit: 'E9/l', referenceRangeMin: 3.4, referenceRangeMax: 8.2, isReady: false, status: 'sampled', resultType: null, resultNumber: null, isWithinReferenceRange: null },
    ]);
    const [hemoglobin, leukocytes] = itemIds;
    const crp = await insertLabTest(c.database, adult, {
      position: 2,
      displayName: 'C-reaktiivinen proteiini',
      code: 'P-CRP',
      unit: 'mg/l',
      resultNumber: 3,
      resultPrefix: 'lessThan',
      referenceRangeMin: null,
      referenceRangeMax: 3,
      description: 'Tulehdusarvo.',
    });
    const cholesterol = await insertLabTest(c.database, adult, { position: 3, displayName: 'Kolesteroli', code: 'fP-Kol', unit: 'mmol/l', resultNumber: 5.6, isWithinReferenceRange: false, referenceRangeMin: null, referenceRangeMax: 5 });
    const urine = await insertLabTest(c.database, adult, {
      position: 4,
      displayName: 'Virtsan kemiallinen seulonta',
      code: 'U-KemSeul',
      unit: null,
      resultType: 'textual',
      resultNumber: null,
      resultText: 'Ei poikkeavaa',
      isWithinReferenceRange: null,
      referenceRangeMin: null,
      referenceRangeMax: null,
      additionalResult: 'Nitriitti negatiivinen.',
    });
    const tsh = await insertLabTest(c.database, adult, { position: 5, displayName: 'Tyreotropiini', code: 'P-TSH', unit: 'mU/l', resultNumber: 2.1, referenceRangeMin: 0.5, referenceRangeMax: 3.6 });

    const found = await records(adult);
    for (const resource of found) expect(fhirProblems(resource)).toEqual([]);
    const resources = byId(found);
    expect(resources.get('DiagnosticReport/lab-day-2026-11-20')).toEqual({
      resourceType: 'DiagnosticReport',
      id: 'lab-day-2026-11-20',
      // The blood count's leukocytes are still at the laboratory.
      status: 'partial',
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'LAB', display: 'Laboratory' }] }],
      code: { coding: [{ system: 'http://loinc.org', code: '11502-2', display: 'Laboratory report' }], text: 'Laboratory results' },
      subject: { reference: `Patient/${adult}` },
      effectiveDateTime: '2026-11-20',
      result: [packageId, crp, cholesterol, urine, tsh].map((id) => ({ reference: `Observation/lab-${id}` })),
    });
    expect(resources.get(`Observation/lab-${hemoglobin}`)).toEqual({
      resourceType: 'Observation',
      id: `lab-${hemoglobin}`,
      identifier: [{ system: 'http://portal.test/fhir/sid/lab-result', value: String(hemoglobin) }],
      status: 'final',
      category: [{ coding: [LAB] }],
      code: { text: 'Hemoglobiini' },
      subject: { reference: `Patient/${adult}` },
      effectiveDateTime: '2026-11-20',
      valueQuantity: { value: 138, unit: 'g/l', system: 'http://unitsofmeasure.org', code: 'g/L' },
      interpretation: interpretation('N', 'Normal'),
      referenceRange: [
        { low: { value: 117, unit: 'g/l', system: 'http://unitsofmeasure.org', code: 'g/L' }, high: { value: 167, unit: 'g/l', system: 'http://unitsofmeasure.org', code: 'g/L' } },
      ],
    });
    expect(resources.get(`Observation/lab-${packageId}`)).toMatchObject({
      status: 'preliminary',
      code: { text: 'Perusverenkuva' },
      hasMember: [{ reference: `Observation/lab-${hemoglobin}` }, { reference: `Observation/lab-${leukocytes}` }],
    });
    const waiting = resources.get(`Observation/lab-${leukocytes}`);
    expect(waiting).toMatchObject({ status: 'registered', code: { text: 'Leukosyytit' }, referenceRange: [{ low: { value: 3.4, unit: 'E9/l', code: '10*9/L' } }] });
    expect(waiting).not.toHaveProperty('valueQuantity');
    expect(resources.get(`Observation/lab-${crp}`)).toMatchObject({
      valueQuantity: { value: 3, comparator: '<', unit: 'mg/l', code: 'mg/L' },
      interpretation: interpretation('N', 'Normal'),
      referenceRange: [{ high: { value: 3, unit: 'mg/l' } }],
      note: [{ text: 'Tulehdusarvo.' }],
    });
    expect(resources.get(`Observation/lab-${cholesterol}`)).toMatchObject({ interpretation: interpretation('H', 'High') });
    expect(resources.get(`Observation/lab-${urine}`)).toMatchObject({ status: 'final', valueString: 'Ei poikkeavaa', note: [{ text: 'Nitriitti negatiivinen.' }] });
    expect(resources.get(`Observation/lab-${urine}`)).not.toHaveProperty('referenceRange');
    // A unit whose UCUM meaning is not certain goes as written only.
    expect(resources.get(`Observation/lab-${tsh}`)).toMatchObject({ valueQuantity: { value: 2.1, unit: 'mU/l' } });
    expect(resources.get(`Observation/lab-${tsh}`)).not.toHaveProperty('valueQuantity.code');
  });

  it('calls a low result low and a day of ready results final, one report a date in the language asked for', async () => {
    const { adult } = c.t.personIds;
    const low = await insertLabTest(c.database, adult, { resultDate: '2026-10-01', resultNumber: 112, isWithinReferenceRange: false });
    await insertLabTest(c.database, adult);
    const resources = byId(await records(adult, 'fi'));
    expect(resources.get(`Observation/lab-${low}`)).toMatchObject({ interpretation: interpretation('L', 'Low'), effectiveDateTime: '2026-10-01' });
    expect(resources.get('DiagnosticReport/lab-day-2026-10-01')).toMatchObject({ status: 'final', code: { text: 'Laboratoriotulokset' }, result: [{ reference: `Observation/lab-${low}` }] });
    expect([...resources.keys()].filter((key) => key.startsWith('DiagnosticReport/'))).toEqual(['DiagnosticReport/lab-day-2026-11-20', 'DiagnosticReport/lab-day-2026-10-01']);
  });

  it('gives imaging results with the doctor’s statement and the referrals, each valid FHIR R4', async () => {
    const { adult } = c.t.personIds;
    const knee = await insertImaging(c.database, adult);
    const untitled = await insertImaging(c.database, adult, { imagingDate: '2026-10-13', examinationName: null, statementText: ' ' });
    const lab = await insertReferral(c.database, adult);
    const expired = await insertReferral(c.database, adult, { type: 'imaging', title: 'Polven magneettitutkimus', creationDate: '2026-10-01', validUntil: '2026-11-22', practitionerId: null });

    const found = await records(adult, 'fi');
    for (const resource of found) expect(fhirProblems(resource)).toEqual([]);
    const resources = byId(found);
    expect(resources.get(`DiagnosticReport/imaging-${knee}`)).toEqual({
      resourceType: 'DiagnosticReport',
      id: `imaging-${knee}`,
      identifier: [{ system: 'http://portal.test/fhir/sid/imaging-result', value: String(knee) }],
      status: 'final',
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'RAD', display: 'Radiology' }] }],
      code: { text: 'Polven magneettitutkimus, oikea' },
      subject: { reference: `Patient/${adult}` },
      effectiveDateTime: '2026-11-19',
      conclusion: 'Ei tuoreita vammoja.',
    });
    // No statement yet, and no title: as the page shows it.
    expect(resources.get(`DiagnosticReport/imaging-${untitled}`)).toMatchObject({ status: 'registered', code: { text: 'Ei otsikkoa' } });
    expect(resources.get(`DiagnosticReport/imaging-${untitled}`)).not.toHaveProperty('conclusion');
    expect(resources.get(`ServiceRequest/referral-${lab}`)).toEqual({
      resourceType: 'ServiceRequest',
      id: `referral-${lab}`,
      identifier: [{ system: 'http://portal.test/fhir/sid/referral', value: String(lab) }],
      status: 'active',
      intent: 'order',
      category: [{ coding: [{ system: 'http://snomed.info/sct', code: '108252007', display: 'Laboratory procedure' }] }],
      code: { text: 'Perusverenkuva ja CRP' },
      subject: { reference: `Patient/${adult}` },
      occurrencePeriod: { start: '2026-11-20', end: '2026-12-31' },
      authoredOn: '2026-11-20',
      requester: { display: DOCTOR.name },
      note: [{ text: 'Näytteenotto ilman ajanvarausta arkisin 7–18.' }],
    });
    // Its last valid day was yesterday; no doctor is known any more.
    const old = resources.get(`ServiceRequest/referral-${expired}`);
    expect(old).toMatchObject({ status: 'revoked', category: [{ coding: [{ code: '363679005', display: 'Imaging' }] }] });
    expect(old).not.toHaveProperty('requester');
  });

  it('leaves the referral’s description out in Swedish and English, as the page does', async () => {
    await insertReferral(c.database, c.t.personIds.adult);
    const [referral] = await records(c.t.personIds.adult, 'sv');
    expect(referral).toMatchObject({ resourceType: 'ServiceRequest', code: { text: 'Perusverenkuva ja CRP' } });
    expect(referral).not.toHaveProperty('note');
  });

  it('leaves out what is meant for professionals only, and another person’s records', async () => {
    const { adult, guardian } = c.t.personIds;
    const shown = await insertLabTest(c.database, adult);
    await insertLabTest(c.database, adult, { resultDate: '2026-11-01', viewRestriction: 'professional' });
    // A package none of whose tests the patient may see is not shown, nor is its day.
    await insertLabPackage(c.database, adult, { resultDate: '2026-10-20' }, [{ viewRestriction: 'professional' }]);
    await insertImaging(c.database, adult, { viewRestriction: 'professional' });
    await insertLabTest(c.database, guardian, { resultDate: '2026-11-02' });
    await insertImaging(c.database, guardian);
    await insertReferral(c.database, guardian);

    expect((await records(adult)).map((resource) => `${resource.resourceType}/${resource.id ?? ''}`)).toEqual([
      'DiagnosticReport/lab-day-2026-11-20',
      `Observation/lab-${shown}`,
    ]);
  });

  it('gives a child’s records when the child is the subject, and only theirs', async () => {
    const { guardian, child8, child13 } = c.t.personIds;
    const test = await insertLabTest(c.database, child8);
    const imaging = await insertImaging(c.database, child8, { examinationName: 'Ranteen röntgenkuvaus' });
    const referral = await insertReferral(c.database, child8);
    await insertLabTest(c.database, child13);
    await insertImaging(c.database, guardian);

    const found = await records(child8);
    expect(found.map((resource) => `${resource.resourceType}/${resource.id ?? ''}`)).toEqual([
      `ServiceRequest/referral-${referral}`,
      'DiagnosticReport/lab-day-2026-11-20',
      `Observation/lab-${test}`,
      `DiagnosticReport/imaging-${imaging}`,
    ]);
    for (const resource of found) expect(resource).toMatchObject({ subject: { reference: `Patient/${child8}` } });
  });
});
