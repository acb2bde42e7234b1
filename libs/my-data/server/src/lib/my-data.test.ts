import type { Bundle, CapabilityStatement, Observation, OperationOutcome, Patient, Resource } from '@medplum/fhirtypes';
import { AccessLogPageSchema, SignInPageSchema } from '@portal/my-data/contracts';
import type { DatabaseHandle } from '@portal/shared/db';
import { accessLog, professionalUsers } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import type { DomainPlugin, PatientRecordSource } from '@portal/shared/server';
import { withConfig } from '@portal/shared/server';
import type { TestApp } from '@portal/shared/server/testing';
import { call, domainTestApp, fhirProblems, fixturePersons, readPdf, sessionFor } from '@portal/shared/server/testing';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { myDataServer } from '../index';

const DAY = 86_400_000;

/** A domain's records as a test double: one laboratory result and one appointment for whoever is asked. */
const labSource: PatientRecordSource = {
  name: 'test-lab',
  resourceTypes: ['Observation', 'Appointment'],
  records: async ({ subjectId, patient, now }) => [
    {
      resourceType: 'Observation',
      id: `lab-${subjectId}`,
      status: 'final',
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }] }],
      code: { text: 'B-Hb' },
      subject: patient,
      effectiveDateTime: new Date(now().getTime() - 10 * DAY).toISOString(),
      valueQuantity: { value: 141, unit: 'g/l' },
      referenceRange: [{ low: { value: 117, unit: 'g/l' }, high: { value: 155, unit: 'g/l' } }],
    },
    {
      resourceType: 'Appointment',
      id: `appointment-${subjectId}`,
      status: 'booked',
      serviceType: [{ text: 'Yleislääkäri' }],
      start: new Date(now().getTime() + 3 * DAY).toISOString(),
      end: new Date(now().getTime() + 3 * DAY + 1_800_000).toISOString(),
      participant: [{ actor: patient, status: 'accepted' }, { actor: { display: 'Lääkäri Testi' }, status: 'accepted' }],
    },
  ],
};
const recordsDomain: DomainPlugin = withConfig(async () => undefined, [], { patientRecords: labSource });

describe.each(testDatabases)("the patient's own data on $name", ({ open }) => {
  const c = domainTestApp(open, { domains: [myDataServer, recordsDomain], clear: [professionalUsers] });
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);
  const t = (): TestApp => c.t;
  const db = (): DatabaseHandle['db'] => c.database.db;
  const get = async (url: string, personId: number, actingFor: number | null = null) => call(t(), 'GET', url, { session: await sessionFor(t(), personId, actingFor) });
  const rowsOf = async (subjectId: number) => (await db().select().from(accessLog)).filter((row) => row.subjectId === subjectId);
  const logRow = (values: Partial<typeof accessLog.$inferInsert> & Pick<typeof accessLog.$inferInsert, 'subjectId' | 'actorRole' | 'kind'>) =>
    db().insert(accessLog).values({ at: t().clock.now, actorId: null, record: null, route: 'GET /api/test', clientHash: 'x', keepUntil: sql`now() + interval '1 day'`, ...values });

  describe('who has viewed my data', () => {
    it("lists a guardian's reads of a child's data in the child's log, and none of the patient's own", async () => {
      const { guardian, child8, adult } = t().personIds;
      // The guardian, acting for the child, downloads the child's data; the adult reads their own.
      expect((await get('/api/my-data/export?format=fhir', guardian, child8)).statusCode).toBe(200);
      expect((await get('/api/my-data/export?format=fhir', adult)).statusCode).toBe(200);
      const childLog = await get('/api/my-data/access-log?lang=fi', guardian, child8);
      expect(childLog.statusCode).toBe(200);
      expect(childLog.headers['cache-control']).toBe('no-store');
      const page = v.parse(AccessLogPageSchema, childLog.json());
      const guardianName = `${fixturePersons.guardian.firstName} ${fixturePersons.guardian.lastName}`;
      expect(page.entries).toEqual([{ at: t().clock.now.toISOString(), reader: { role: 'guardian', name: guardianName }, kind: 'data-export', record: null }]);
      expect(page).toMatchObject({ page: 0, pageSize: 25, totalCount: 1 });
      // The adult's own reads are not reads by others; the guardian's read of the child is not the adult's.
      const own = v.parse(AccessLogPageSchema, (await get('/api/my-data/access-log', adult)).json());
      expect(own.entries).toEqual([]);
      // Reading the log is recorded too: the child's log now also shows the guardian reading it.
      const again = v.parse(AccessLogPageSchema, (await get('/api/my-data/access-log', guardian, child8)).json());
      expect(again.entries.map((entry) => entry.kind)).toEqual(['access-log', 'data-export']);
    });

    it('names a professional with their title and an appointment link without anyone, newest first, 25 a page', async () => {
      // A person of this test alone: the log's rows stay from test to test (it refuses deletes).
      const adult = t().personIds.unregistered;
      const [professional] = await db().insert(professionalUsers).values({ firstName: 'Hoitaja', lastName: 'Testi', title: 'Sairaanhoitaja', emailAddress: 'h@example.test' }).returning({ id: professionalUsers.id });
      const base = t().clock.now.getTime() - 100 * DAY;
      for (let n = 0; n < 26; n++) await logRow({ subjectId: adult, actorRole: 'anonymous-link', kind: 'appointment', at: new Date(base + n * 60_000) });
      await logRow({ subjectId: adult, actorId: professional?.id ?? 0, actorRole: 'professional', kind: 'messages', record: '12', at: new Date(base + DAY) });
      // Someone else's log is not this one.
      await logRow({ subjectId: t().personIds.guardian, actorRole: 'anonymous-link', kind: 'appointment' });
      const first = v.parse(AccessLogPageSchema, (await get('/api/my-data/access-log?page=0', adult)).json());
      expect(first.totalCount).toBe(27);
      expect(first.entries).toHaveLength(25);
      expect(first.entries[0]).toEqual({ at: new Date(base + DAY).toISOString(), reader: { role: 'professional', name: 'Hoitaja Testi', title: 'Sairaanhoitaja' }, kind: 'messages', record: '12' });
      expect(first.entries[1]).toEqual({ at: new Date(base + 25 * 60_000).toISOString(), reader: { role: 'anonymous-link' }, kind: 'appointment', record: null });
      const second = v.parse(AccessLogPageSchema, (await get('/api/my-data/access-log?page=1', adult)).json());
      expect(second.entries.map((entry) => entry.at)).toEqual([new Date(base + 60_000).toISOString(), new Date(base).toISOString()]);
      expect((await get('/api/my-data/access-log?page=x', adult)).statusCode).toBe(400);
    });

    it("lists the patient's sign-ins with their method and whom they acted for; a child's, the guardians' for them", async () => {
      const { guardian, child8, adult } = t().personIds;
      const at = (days: number) => new Date(t().clock.now.getTime() - days * DAY);
      await logRow({ subjectId: guardian, actorId: guardian, actorRole: 'self', kind: 'sign-in', record: 'nordea', at: at(3) });
      await logRow({ subjectId: child8, actorId: guardian, actorRole: 'guardian', kind: 'sign-in', record: 'mobiilivarmenne', at: at(2) });
      await logRow({ subjectId: adult, actorId: adult, actorRole: 'self', kind: 'sign-in', record: 'op', at: at(1) });
      const guardianName = `${fixturePersons.guardian.firstName} ${fixturePersons.guardian.lastName}`;
      const childName = `${fixturePersons.child8.firstName} ${fixturePersons.child8.lastName}`;
      const own = v.parse(SignInPageSchema, (await get('/api/my-data/sign-ins?lang=sv', guardian)).json());
      expect(own).toEqual({
        signIns: [
          { at: at(2).toISOString(), method: 'mobiilivarmenne', person: guardianName, actingFor: childName },
          { at: at(3).toISOString(), method: 'nordea', person: guardianName, actingFor: null },
        ],
        page: 0,
        pageSize: 25,
        totalCount: 2,
      });
      const child = v.parse(SignInPageSchema, (await get('/api/my-data/sign-ins', guardian, child8)).json());
      expect(child.signIns).toEqual([{ at: at(2).toISOString(), method: 'mobiilivarmenne', person: guardianName, actingFor: childName }]);
      // A guardian's sign-in for the child is listed with the sign-ins, not as a read.
      expect(v.parse(AccessLogPageSchema, (await get('/api/my-data/access-log', guardian, child8)).json()).entries.map((entry) => entry.kind)).not.toContain('sign-in');
    });

    it('answers 401 without a session', async () => {
      for (const url of ['/api/my-data/access-log', '/api/my-data/sign-ins', '/api/my-data/export?format=pdf']) expect((await call(t(), 'GET', url)).statusCode).toBe(401);
    });
  });

  describe('download my data', () => {
    it('gives the FHIR R4 bundle of the patient and every domain’s records, valid and as an attachment', async () => {
      const { adult } = t().personIds;
      const answer = await get('/api/my-data/export?format=fhir&lang=en', adult);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="my-data-${t().clock.now.toISOString().slice(0, 10)}.fhir.json"`);
      expect(answer.headers['cache-control']).toBe('no-store');
      const bundle = answer.json<Bundle>();
      expect(fhirProblems(bundle)).toEqual([]);
      expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection', timestamp: t().clock.now.toISOString() });
      const resources = (bundle.entry ?? []).map((entry) => entry.resource as Resource);
      expect(resources.map((resource) => `${resource.resourceType}/${resource.id}`)).toEqual([`Patient/${adult}`, `Observation/lab-${adult}`, `Appointment/appointment-${adult}`]);
      expect(bundle.entry?.[0]?.fullUrl).toBe(`http://portal.test/fhir/R4/Patient/${adult}`);
      const patient = resources[0] as Patient;
      expect(patient.identifier).toEqual([{ use: 'official', system: 'urn:oid:1.2.246.21', value: fixturePersons.adult.ssn }]);
      expect(patient).toMatchObject({ birthDate: fixturePersons.adult.birthDate, name: [{ family: fixturePersons.adult.lastName, given: [fixturePersons.adult.firstName] }] });
    });

    it("gives a guardian acting for a child the child's data, not their own", async () => {
      const { guardian, child8 } = t().personIds;
      const bundle = (await get('/api/my-data/export?format=fhir', guardian, child8)).json<Bundle>();
      expect(bundle.entry?.map((entry) => entry.resource?.id)).toEqual([String(child8), `lab-${child8}`, `appointment-${child8}`]);
    });

    it('gives the same content as a tagged PDF in the language asked for', async () => {
      const { adult } = t().personIds;
      const answer = await get('/api/my-data/export?format=pdf&lang=fi', adult);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      const pdf = await readPdf(answer.rawPayload);
      expect(pdf.info).toMatchObject({ Title: 'Omat tietoni', Language: 'fi-FI' });
      expect(pdf.markInfo).toMatchObject({ Marked: true });
      for (const text of ['Omat tietoni', fixturePersons.adult.ssn, 'Ajanvaraukset', 'Yleislääkäri', 'Laboratorio- ja kuvantamistulokset', 'B-Hb', '141 g/l', 'Ei tietoja.']) expect(pdf.text).toContain(text);
      const english = await readPdf((await get('/api/my-data/export?format=pdf&lang=en', adult)).rawPayload);
      expect(english.text).toContain('Laboratory and imaging results');
      expect((await get('/api/my-data/export?format=xml', adult)).statusCode).toBe(400);
    });
  });

  describe('the FHIR R4 read API', () => {
    it('states its capabilities to anyone', async () => {
      const answer = await call(t(), 'GET', '/fhir/R4/metadata');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
      const statement = answer.json<CapabilityStatement>();
      expect(fhirProblems(statement)).toEqual([]);
      expect(statement.fhirVersion).toBe('4.0.1');
      expect(statement.rest?.[0]?.resource?.map((resource) => resource.type)).toEqual(['Patient', 'Observation', 'Appointment']);
    });

    it('finds the patient the session acts as, reads them and everything of theirs', async () => {
      const { adult } = t().personIds;
      const search = (await get('/fhir/R4/Patient', adult)).json<Bundle>();
      expect(fhirProblems(search)).toEqual([]);
      expect(search).toMatchObject({ type: 'searchset', total: 1, entry: [{ resource: { resourceType: 'Patient', id: String(adult) }, search: { mode: 'match' } }] });
      const read = await get(`/fhir/R4/Patient/${adult}`, adult);
      expect(read.json<Patient>()).toMatchObject({ resourceType: 'Patient', id: String(adult) });
      const everything = (await get(`/fhir/R4/Patient/${adult}/$everything`, adult)).json<Bundle>();
      expect(everything.total).toBe(3);
      expect(fhirProblems(everything)).toEqual([]);
      const observation = await get(`/fhir/R4/Observation/lab-${adult}`, adult);
      expect(observation.json<Observation>().code).toEqual({ text: 'B-Hb' });
    });

    it('searches by patient, category, date and status', async () => {
      const { adult } = t().personIds;
      const ids = async (url: string) => ((await get(url, adult)).json<Bundle>().entry ?? []).map((entry) => entry.resource?.id);
      const day = (days: number) => new Date(t().clock.now.getTime() + days * DAY).toISOString().slice(0, 10);
      expect(await ids(`/fhir/R4/Observation?patient=Patient/${adult}&category=laboratory`)).toEqual([`lab-${adult}`]);
      expect(await ids(`/fhir/R4/Observation?patient=${adult}&category=http://terminology.hl7.org/CodeSystem/observation-category|laboratory`)).toEqual([`lab-${adult}`]);
      expect(await ids(`/fhir/R4/Observation?patient=${adult}&category=imaging`)).toEqual([]);
      expect(await ids(`/fhir/R4/Appointment?patient=${adult}&date=ge${day(0)}`)).toEqual([`appointment-${adult}`]);
      expect(await ids(`/fhir/R4/Appointment?patient=${adult}&date=lt${day(0)}`)).toEqual([]);
      expect(await ids(`/fhir/R4/Appointment?date=${day(3)}`)).toEqual([`appointment-${adult}`]);
      expect(await ids(`/fhir/R4/Appointment?status=booked,cancelled`)).toEqual([`appointment-${adult}`]);
      expect(await ids(`/fhir/R4/Appointment?status=cancelled`)).toEqual([]);
      const bad = await get('/fhir/R4/Appointment?date=tomorrow', adult);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<OperationOutcome>()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'invalid' }] });
    });

    it("gives another person's data to no one: the same 404 as for no one, an empty search, 401 without a session", async () => {
      const { adult, guardian, child8 } = t().personIds;
      const other = await get(`/fhir/R4/Patient/${guardian}`, adult);
      const nobody = await get('/fhir/R4/Patient/999999', adult);
      expect(other.statusCode).toBe(404);
      expect(other.body).toBe(nobody.body);
      expect(other.json<OperationOutcome>()).toEqual({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'not-found', diagnostics: 'NotFound' }] });
      expect((await get(`/fhir/R4/Patient/${guardian}/$everything`, adult)).statusCode).toBe(404);
      expect((await get(`/fhir/R4/Observation/lab-${guardian}`, adult)).statusCode).toBe(404);
      expect((await get(`/fhir/R4/Observation?patient=${guardian}`, adult)).json<Bundle>()).toMatchObject({ total: 0 });
      expect((await get('/fhir/R4/Nonsense', adult)).statusCode).toBe(404);
      const anonymous = await call(t(), 'GET', `/fhir/R4/Patient/${adult}`);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json<OperationOutcome>().issue[0]?.code).toBe('login');
      // A guardian acting for a child reads the child's, not their own.
      expect((await get('/fhir/R4/Patient', guardian, child8)).json<Bundle>().entry?.[0]?.resource?.id).toBe(String(child8));
      expect((await get(`/fhir/R4/Patient/${guardian}`, guardian, child8)).statusCode).toBe(404);
    });

    it('records every read in the access log', async () => {
      const { adult } = t().personIds;
      const before = (await rowsOf(adult)).length;
      await get(`/fhir/R4/Patient/${adult}/$everything`, adult);
      await get(`/fhir/R4/Observation?patient=${adult}`, adult);
      await get(`/fhir/R4/Observation/lab-${adult}`, adult);
      const rows = (await rowsOf(adult)).slice(before);
      expect(rows.map((row) => [row.kind, row.record, row.route])).toEqual([
        ['data-export', String(adult), 'GET /fhir/R4/Patient/:id/$everything'],
        ['data-export', 'Observation', 'GET /fhir/R4/:type'],
        ['data-export', `lab-${adult}`, 'GET /fhir/R4/:type/:id'],
      ]);
    });
  });
});
