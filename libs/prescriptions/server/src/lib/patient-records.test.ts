import { testDatabases } from '@portal/shared/db/testing';
import { fhirProblems, recordsQuery, NOW, practitionerName } from '@portal/shared/server/testing';
import { helsinkiInstant } from '@portal/shared/util';
import { prescriptionsServer } from '../index';
import { DOCTOR_ID, insertPrescription, prescriptionTestApp } from '../testing/prescription-fixtures';
import { prescriptionRecords } from './patient-records';

describe.each(testDatabases)('prescriptions in the patient’s own data on $name', ({ open }) => {
  const c = prescriptionTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const records = (subjectId: number, now = NOW) =>
    prescriptionRecords.records(recordsQuery(c.database, c.t.config, subjectId, { lang: 'fi', now }));
  const statuses = async (subjectId: number, now = NOW) => Object.fromEntries((await records(subjectId, now)).map((resource) => [resource.id, 'status' in resource ? resource.status : null]));

  it('is offered by the domain’s plugin', () => {
    expect(prescriptionsServer.patientRecords).toBe(prescriptionRecords);
  });

  it('gives every prescription the list shows as a MedicationRequest, newest first', async () => {
    const { adult } = c.t.personIds;
    const older = await insertPrescription(c.database, adult, {
      issuedDate: '2025-06-01',
      isRenewable: false,
      treatmentLength: null,
      treatmentLengthUnit: null,
      medicineName: 'Hydrocortison',
      strength: '1 %',
      medicineType: 'emulsiovoide',
      packageUnit: 'g',
      packageSize: 30,
      totalAmount: 30,
      dosageGuide: 'Ohuelti iholle 1–2 kertaa päivässä',
      usageGuide: 'Ihottumaan',
      practitionerId: null,
    });
    const newer = await insertPrescription(c.database, adult);
    const found = await records(adult);
    expect(found).toEqual([
      {
        resourceType: 'MedicationRequest',
        id: `prescription-${newer}`,
        identifier: [{ system: 'http://portal.test/fhir/sid/prescription', value: String(newer) }],
        // Written on 27.1.2026 for three months: the treatment is over.
        status: 'completed',
        intent: 'order',
        medicationCodeableConcept: { text: 'Levaxin 50 mikrog tabletti' },
        subject: { reference: `Patient/${adult}` },
        authoredOn: '2026-01-27',
        requester: { display: await practitionerName(c.database, DOCTOR_ID) },
        reasonCode: [{ text: 'Kilpirauhasen vajaatoimintaan' }],
        dosageInstruction: [{ text: '1 tabletti aamulla tyhjään mahaan' }],
        dispenseRequest: { quantity: { value: 100, unit: 'kpl' }, expectedSupplyDuration: { value: 3, system: 'http://unitsofmeasure.org', code: 'mo' } },
      },
      {
        resourceType: 'MedicationRequest',
        id: `prescription-${older}`,
        identifier: [{ system: 'http://portal.test/fhir/sid/prescription', value: String(older) }],
        // No length of treatment, no validity and no cancellation recorded: the data does not say.
        status: 'unknown',
        intent: 'order',
        medicationCodeableConcept: { text: 'Hydrocortison 1 % emulsiovoide' },
        subject: { reference: `Patient/${adult}` },
        authoredOn: '2025-06-01',
        reasonCode: [{ text: 'Ihottumaan' }],
        dosageInstruction: [{ text: 'Ohuelti iholle 1–2 kertaa päivässä' }],
        dispenseRequest: { quantity: { value: 30, unit: 'g' } },
      },
    ]);
    for (const resource of found) expect(fhirProblems(resource)).toEqual([]);
  });

  it('is active while the length of treatment lasts, by the Helsinki day of the clock', async () => {
    const { adult } = c.t.personIds;
    // The clock's day is Monday 23.11.2026.
    const lastDay = await insertPrescription(c.database, adult, { issuedDate: '2026-11-14', treatmentLength: 10, treatmentLengthUnit: 'days' });
    const over = await insertPrescription(c.database, adult, { issuedDate: '2026-11-13', treatmentLength: 10, treatmentLengthUnit: 'days' });
    const weeks = await insertPrescription(c.database, adult, { issuedDate: '2026-11-10', treatmentLength: 2, treatmentLengthUnit: 'weeks' });
    const months = await insertPrescription(c.database, adult, { issuedDate: '2026-08-24', treatmentLength: 3, treatmentLengthUnit: 'months' });
    const monthsOver = await insertPrescription(c.database, adult, { issuedDate: '2026-08-23', treatmentLength: 3, treatmentLengthUnit: 'months' });
    const endOfMonth = await insertPrescription(c.database, adult, { issuedDate: '2026-10-31', treatmentLength: 1, treatmentLengthUnit: 'months' });
    expect(await statuses(adult)).toEqual({
      [`prescription-${lastDay}`]: 'active',
      [`prescription-${over}`]: 'completed',
      [`prescription-${weeks}`]: 'active',
      [`prescription-${months}`]: 'active',
      [`prescription-${monthsOver}`]: 'completed',
      [`prescription-${endOfMonth}`]: 'active',
    });
    // A month from 31 October is over when November ends; the Helsinki day turns at its midnight.
    expect((await statuses(adult, helsinkiInstant('2026-11-29', '23:59')))[`prescription-${endOfMonth}`]).toBe('active');
    expect((await statuses(adult, helsinkiInstant('2026-11-30', '00:00')))[`prescription-${endOfMonth}`]).toBe('completed');
  });

  it('never gives another person’s prescriptions; a child (the subject a guardian acts for) gets the child’s', async () => {
    const { adult, guardian, child8 } = c.t.personIds;
    const own = await insertPrescription(c.database, adult);
    await insertPrescription(c.database, guardian);
    const ainos = await insertPrescription(c.database, child8, { medicineName: 'Burana', strength: '20 mg/ml', medicineType: 'oraalisuspensio' });
    expect((await records(adult)).map((resource) => resource.id)).toEqual([`prescription-${own}`]);
    expect(await records(child8)).toEqual([
      expect.objectContaining({ id: `prescription-${ainos}`, subject: { reference: `Patient/${child8}` }, medicationCodeableConcept: { text: 'Burana 20 mg/ml oraalisuspensio' } }),
    ]);
  });

  it('gives the prescriptions in the children’s brand too, as its list shows them', async () => {
    const { child8 } = c.t.personIds;
    const ainos = await insertPrescription(c.database, child8);
    const found = await prescriptionRecords.records(recordsQuery(c.database, c.children.config, child8, { lang: 'sv' }));
    expect(found.map((resource) => resource.id)).toEqual([`prescription-${ainos}`]);
  });
});
