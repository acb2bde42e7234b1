import { MedplumClient } from '@medplum/core';
import type { Bundle, CapabilityStatement, QuestionnaireResponse, Resource } from '@medplum/fhirtypes';
import { CertificatesListSchema } from '@portal/certificates/contracts';
import { AccessLogPageSchema } from '@portal/my-data/contracts';
import { PrescriptionsListSchema } from '@portal/prescriptions/contracts';
import { demoPersonIds, seedDemoData } from '@portal/shared/db/seed';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestApp } from '@portal/shared/server/testing';
import { call, createTestApp, fhirProblems, readPdf, sessionFor, testOrigin } from '@portal/shared/server/testing';
import { inProcessFetch } from '@portal/shared/server';
import { helsinkiInstant } from '@portal/shared/util';
import { VaccinationsListSchema } from '@portal/vaccinations/contracts';
import { VisitsListSchema } from '@portal/visits/contracts';
import * as v from 'valibot';
import { domains } from './app';

const TODAY = '2026-11-22';
const ids = demoPersonIds();

/** The patient's own data over every domain of the API, with the demo persons the end-to-end tests sign in as. */
describe.each(testDatabases)("the demo persons' own data on $name", ({ open }) => {
  let t: TestApp;

  beforeAll(async () => {
    const database = await open();
    await seedDemoData(database.db, { today: TODAY, slots: 'sample' });
    t = await createTestApp({ database, domains });
    t.clock.now = helsinkiInstant(TODAY, '12:00');
  }, 180_000);
  afterAll(() => t.close());

  const get = async (url: string, personId: number, actingFor: number | null = null) => {
    const response = await call(t, 'GET', url, { session: await sessionFor(t, personId, actingFor) });
    expect(response.statusCode).toBe(200);
    return response;
  };
  const resourcesOf = (bundle: Bundle) => (bundle.entry ?? []).map((entry) => entry.resource as Resource);
  const countOf = (resources: readonly Resource[], type: string) => resources.filter((resource) => resource.resourceType === type).length;

  it("gives Laura a download that is valid FHIR R4 and holds every record the portal lists for her", async () => {
    const bundle = (await get('/api/my-data/export?format=fhir&lang=fi', ids.private)).json<Bundle>();
    expect(fhirProblems(bundle)).toEqual([]);
    const resources = resourcesOf(bundle);
    // Every reference to another resource of the bundle resolves in it.
    const present = new Set(resources.map((resource) => `${resource.resourceType}/${resource.id}`));
    const references = JSON.stringify(bundle).match(/"reference":"[A-Za-z]+\/[^"]+"/g) ?? [];
    expect(references.map((reference) => reference.slice('"reference":"'.length, -1)).filter((reference) => !present.has(reference))).toEqual([]);

    const vaccinations = v.parse(VaccinationsListSchema, (await get('/api/vaccinations?lang=fi', ids.private)).json());
    const visits = v.parse(VisitsListSchema, (await get('/api/visits?lang=fi', ids.private)).json());
    const prescriptions = v.parse(PrescriptionsListSchema, (await get('/api/prescriptions?lang=fi', ids.private)).json());
    const certificates = v.parse(CertificatesListSchema, (await get('/api/certificates?lang=fi', ids.private)).json());
    expect({
      Patient: countOf(resources, 'Patient'),
      Immunization: countOf(resources, 'Immunization'),
      Encounter: countOf(resources, 'Encounter'),
      MedicationRequest: countOf(resources, 'MedicationRequest'),
      DocumentReference: countOf(resources, 'DocumentReference'),
    }).toEqual({
      Patient: 1,
      Immunization: vaccinations.totalCount,
      Encounter: visits.totalCount,
      MedicationRequest: prescriptions.prescriptions.length,
      DocumentReference: certificates.certificates.length,
    });
    for (const type of ['Appointment', 'Observation', 'DiagnosticReport', 'ServiceRequest', 'QuestionnaireResponse', 'Communication']) expect([type, countOf(resources, type) > 0]).toEqual([type, true]);
  }, 60_000);

  it('names each answered questionnaire by its title in the PDF, as the FHIR download does', async () => {
    const bundle = (await get('/api/my-data/export?format=fhir&lang=fi', ids.private)).json<Bundle>();
    const responses = resourcesOf(bundle).filter((resource): resource is QuestionnaireResponse => resource.resourceType === 'QuestionnaireResponse');
    const titles = responses.map((response) => response.contained?.find((contained) => `#${contained.id}` === response.questionnaire));
    expect(titles.length).toBeGreaterThan(0);
    const pdf = await readPdf((await get('/api/my-data/export?format=pdf&lang=fi', ids.private)).rawPayload);
    for (const form of titles) {
      expect(form).toMatchObject({ resourceType: 'Questionnaire', title: expect.any(String) });
      expect(pdf.text).toContain(form?.resourceType === 'Questionnaire' ? form.title : '(no title)');
    }
  }, 60_000);

  it('serves a stock FHIR client library, Medplum’s, with Laura’s portal session: metadata, her Patient, everything', async () => {
    const session = await sessionFor(t, ids.private);
    const send = inProcessFetch(t.app, testOrigin, '/fhir');
    // The client's own requests, with the portal's session cookie as a browser on the portal's origin sends it.
    const withCookie: typeof fetch = (input, init) => send(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), cookie: session.cookie } });
    const client = new MedplumClient({ baseUrl: `${testOrigin}/`, fhirUrlPath: 'fhir/R4', fetch: withCookie });
    const metadata = await client.get<CapabilityStatement>(client.fhirUrl('metadata'));
    expect(metadata.fhirVersion).toBe('4.0.1');
    const patients = await client.searchResources('Patient');
    expect(patients.map((patient) => patient.id)).toEqual([String(ids.private)]);
    const everything = await client.readPatientEverything(String(ids.private));
    expect(everything.entry?.length).toBeGreaterThan(100);
    const labs = await client.searchResources('Observation', { patient: String(ids.private), category: 'laboratory' });
    expect(labs.length).toBeGreaterThan(0);
    await expect(client.readResource('Patient', String(ids.notCreditworthy))).rejects.toThrow();
  }, 60_000);

  it('reads Laura’s data with the FHIR read API: metadata, her Patient, everything', async () => {
    const metadata = await call(t, 'GET', '/fhir/R4/metadata');
    expect(metadata.json()).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1' });
    const found = (await get('/fhir/R4/Patient', ids.private)).json<Bundle>();
    const patientId = found.entry?.[0]?.resource?.id ?? '';
    const everything = (await get(`/fhir/R4/Patient/${patientId}/$everything`, ids.private)).json<Bundle>();
    const download = (await get('/api/my-data/export?format=fhir&lang=fi', ids.private)).json<Bundle>();
    expect(everything.total).toBe(download.entry?.length);
    const labs = (await get(`/fhir/R4/Observation?patient=${patientId}&category=laboratory`, ids.private)).json<Bundle>();
    expect(labs.total).toBe(countOf(resourcesOf(download), 'Observation'));
    expect((await call(t, 'GET', `/fhir/R4/Patient/${ids.notCreditworthy}`, { session: await sessionFor(t, ids.private) })).statusCode).toBe(404);
  }, 60_000);

  it("shows Johanna's reads of Eetu's data in Eetu's log, and Laura none of Jari's", async () => {
    await get('/api/vaccinations?lang=fi', ids.guardian, ids.child);
    const eetu = v.parse(AccessLogPageSchema, (await get('/api/my-data/access-log?lang=fi', ids.guardian, ids.child)).json());
    expect(eetu.entries[0]).toMatchObject({ reader: { role: 'guardian', name: 'Johanna Laine' }, kind: 'vaccinations' });
    await get('/api/my-data/export?format=fhir', ids.notCreditworthy);
    const laura = v.parse(AccessLogPageSchema, (await get('/api/my-data/access-log?lang=fi', ids.private)).json());
    expect(laura.entries).toEqual([]);
  }, 60_000);
});
