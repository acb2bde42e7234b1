import { testDatabases } from '@portal/shared/db/testing';
import { fhirProblems, recordsQuery, insertAppointment, NOW, practitionerName } from '@portal/shared/server/testing';
import type { Language } from '@portal/shared/util';
import { visitsServer } from '../index';
import { insertVisit, visitTestApp } from '../testing/visit-fixtures';
import { visitRecords } from './patient-records';

const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

describe.each(testDatabases)('the visits in the patient’s own data on $name', ({ open }) => {
  const c = visitTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const query = (subjectId: number, lang: Language = 'en') => recordsQuery(c.database, c.t.config, subjectId, { lang });
  const records = (subjectId: number, lang?: Language) => visitRecords.records(query(subjectId, lang));

  it('is the part the visits plugin offers', () => {
    expect(visitsServer.patientRecords).toBe(visitRecords);
    expect(visitRecords.resourceTypes).toEqual(['Encounter']);
  });

  it('gives a visit with its time, type of care, specialty, practitioner, provider and diagnoses', async () => {
    const { adult } = c.t.personIds;
    const id = await insertVisit(c.database, adult);
    const [encounter, ...rest] = await records(adult);
    expect(rest).toEqual([]);
    expect(encounter).toEqual({
      resourceType: 'Encounter',
      id: `visit-${id}`,
      identifier: [{ system: 'http://portal.test/fhir/sid/visit', value: String(id) }],
      status: 'finished',
      class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB', display: 'ambulatory' },
      type: [{ text: 'Private care' }],
      serviceType: { text: 'General practice' },
      subject: { reference: `Patient/${adult}` },
      participant: [{ individual: { display: await practitionerName(c.database, 1) } }],
      period: { start: daysAgo(1).toISOString() },
      reasonCode: [
        { coding: [{ system: 'urn:oid:1.2.246.537.6.1.1999', code: 'M54.5', display: 'Alaselän kipu' }], text: 'Alaselän kipu' },
        { coding: [{ system: 'urn:oid:1.2.246.537.6.1.1999', code: 'Z73.3', display: 'Stressi, muualla luokittamaton' }], text: 'Stressi, muualla luokittamaton' },
      ],
      serviceProvider: { display: 'Kajo' },
    });
    expect(fhirProblems(encounter ?? {})).toEqual([]);
  });

  it('gives every visit oldest first, a remote one as virtual, each valid FHIR R4, in the language asked for', async () => {
    const { adult } = c.t.personIds;
    const appointmentId = await insertAppointment(c.database, { startDate: daysAgo(3), reservedByPatientId: adult, locationType: 'RemoteAppointment', isRemote: true });
    const remote = await insertVisit(c.database, adult, { dateTime: daysAgo(3), appointmentId, visitType: 'occupationalHealth' });
    const bare = await insertVisit(c.database, adult, { dateTime: daysAgo(2), practitionerId: null, specialtyId: null }, { diagnoses: [], texts: [] });
    const atClinic = await insertVisit(c.database, adult);

    const found = await records(adult, 'fi');
    expect(found.map((resource) => resource.id)).toEqual([remote, bare, atClinic].map((id) => `visit-${id}`));
    expect(found[0]).toMatchObject({ class: { code: 'VR', display: 'virtual' }, type: [{ text: 'Työterveyshuolto' }], serviceType: { text: 'Yleislääketiede' } });
    // Nothing of what the clinic did not record.
    expect(found[1]).not.toHaveProperty('participant');
    expect(found[1]).not.toHaveProperty('serviceType');
    expect(found[1]).not.toHaveProperty('reasonCode');
    for (const resource of found) expect(fhirProblems(resource)).toEqual([]);
  });

  it('leaves out another person’s visits and reports meant for professionals only', async () => {
    const { adult, guardian } = c.t.personIds;
    const readable = await insertVisit(c.database, adult);
    await insertVisit(c.database, adult, { viewRestriction: 'professional' });
    await insertVisit(c.database, guardian);
    expect((await records(adult)).map((resource) => resource.id)).toEqual([`visit-${readable}`]);
  });

  it('gives a child’s visits when the child is the subject, and only theirs', async () => {
    const { guardian, child8, child13 } = c.t.personIds;
    const aino = await insertVisit(c.database, child8, { organisationId: 'children' });
    await insertVisit(c.database, child13);
    await insertVisit(c.database, guardian);
    const found = await records(child8);
    expect(found.map((resource) => resource.id)).toEqual([`visit-${aino}`]);
    expect(found[0]).toMatchObject({ subject: { reference: `Patient/${child8}` }, serviceProvider: { display: 'Kajo Lapset' } });
  });
});
