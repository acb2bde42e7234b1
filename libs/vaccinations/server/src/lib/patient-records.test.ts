import { testDatabases } from '@portal/shared/db/testing';
import { fhirProblems, practitionerName, recordsQuery } from '@portal/shared/server/testing';
import type { Language } from '@portal/shared/util';
import { addCalendarDays } from '@portal/shared/util';
import { vaccinationsServer } from '../index';
import { insertVaccination, VACCINATOR_ID, vaccinationTestApp } from '../testing/vaccination-fixtures';
import { vaccinationRecords } from './patient-records';

const daysAgo = (n: number) => addCalendarDays('2026-11-23', -n);

describe.each(testDatabases)('vaccinations in the patient’s own data on $name', ({ open }) => {
  const c = vaccinationTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const records = (subjectId: number, lang: Language = 'fi') =>
    vaccinationRecords.records(recordsQuery(c.database, c.t.config, subjectId, { lang }));

  it('is offered by the domain’s plugin', () => {
    expect(vaccinationsServer.patientRecords).toBe(vaccinationRecords);
  });

  it('gives every vaccination the list shows as an Immunization, newest first', async () => {
    const { adult } = c.t.personIds;
    const flu = await insertVaccination(c.database, adult, { date: daysAgo(40), effectiveUntil: addCalendarDays(daysAgo(40), 180) });
    const mmr = await insertVaccination(c.database, adult, { name: 'MPR-rokote (Priorix)', date: daysAgo(3000), effectiveUntil: null, practitionerId: null });
    const found = await records(adult);
    expect(found).toEqual([
      {
        resourceType: 'Immunization',
        id: `vaccination-${flu}`,
        identifier: [{ system: 'http://portal.test/fhir/sid/vaccination', value: String(flu) }],
        status: 'completed',
        vaccineCode: { text: 'Influenssarokote (Vaxigrip Tetra)' },
        patient: { reference: `Patient/${adult}` },
        occurrenceDateTime: '2026-10-14',
        performer: [{ actor: { display: await practitionerName(c.database, VACCINATOR_ID) } }],
        // The end of effect is no lot's expirationDate: a note, as the list shows it.
        note: [{ text: 'Voimassa asti: 12.4.2027' }],
      },
      {
        resourceType: 'Immunization',
        id: `vaccination-${mmr}`,
        identifier: [{ system: 'http://portal.test/fhir/sid/vaccination', value: String(mmr) }],
        status: 'completed',
        vaccineCode: { text: 'MPR-rokote (Priorix)' },
        patient: { reference: `Patient/${adult}` },
        occurrenceDateTime: daysAgo(3000),
      },
    ]);
    for (const resource of found) expect(fhirProblems(resource)).toEqual([]);
  });

  it('writes the note in the patient’s language; the vaccine’s name stays as recorded', async () => {
    const { adult } = c.t.personIds;
    await insertVaccination(c.database, adult);
    expect((await records(adult, 'sv'))[0]).toMatchObject({ vaccineCode: { text: 'Influenssarokote (Vaxigrip Tetra)' }, note: [{ text: 'Giltig till: 21.5.2027' }] });
    expect((await records(adult, 'en'))[0]).toMatchObject({ note: [{ text: 'Effective until: 21 May 2027' }] });
  });

  it('never gives another person’s vaccinations; a child (the subject a guardian acts for) gets the child’s', async () => {
    const { adult, guardian, child8 } = c.t.personIds;
    const own = await insertVaccination(c.database, adult);
    const guardians = await insertVaccination(c.database, guardian);
    const ainos = await insertVaccination(c.database, child8, { name: 'Rotavirusrokote (Rotarix)' });
    expect((await records(adult)).map((resource) => resource.id)).toEqual([`vaccination-${own}`]);
    expect((await records(guardian)).map((resource) => resource.id)).toEqual([`vaccination-${guardians}`]);
    expect(await records(child8)).toEqual([expect.objectContaining({ id: `vaccination-${ainos}`, patient: { reference: `Patient/${child8}` } })]);
  });

  it('gives nothing when there are no vaccinations', async () => {
    expect(await records(c.t.personIds.adult)).toEqual([]);
  });
});
