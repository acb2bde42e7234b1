import { MyInformationSchema } from '@portal/account/contracts';
import { PatientContactUpdateResponseSchema } from '@portal/booking/contracts';
import { ValidationErrorBodySchema } from '@portal/shared/contracts';
import { patients, persons } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { createSessionStore } from '@portal/shared/server';
import { contactBody, fixturePersons, reservationTestApp, send, sessionFor } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accountServer } from '../index';

describe.each(testDatabases)('GET and PUT /api/user on $name', ({ open }) => {
  const c = reservationTestApp(open, [accountServer]);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const read = async (personId: number, actingFor: number | null = null) => {
    const response = await send(c.t, 'GET', '/api/user', { session: await sessionFor(c.t, personId, actingFor) });
    expect(response.statusCode).toBe(200);
    return v.parse(MyInformationSchema, response.json());
  };
  const patientRow = async (personId: number) => (await c.database.db.select().from(patients).where(eq(patients.personId, personId)))[0];

  it('shows the registered patient with a masked identity code and the consent time', async () => {
    const { adult } = c.t.personIds;
    await c.database.db.update(patients).set({ email: 'maija@example.com', phoneNumber: '+358401234567', street: 'Katu 1', postalCode: '00100', postOffice: 'Helsinki' }).where(eq(patients.personId, adult));
    expect(await read(adult)).toEqual({
      firstName: 'Maija',
      lastName: 'Testinen',
      maskedSsn: '150585-****',
      email: 'maija@example.com',
      phoneNumber: '+358401234567',
      postalAddress: { street: 'Katu 1', postalCode: '00100', postOffice: 'Helsinki' },
      patientDataConsentFormUpdated: '2024-01-10T10:00:00.000Z',
      isRegistered: true,
      isCreditworthy: true,
      healthCareType: 'occupational',
      isChild: false,
      billingContact: { phone: '010 380 3838', email: 'laskutus@example.fi' },
      language: 'fi',
      guardians: [],
      hasFamily: false,
    });
  });

  it('shows an unregistered person as such, and the child a guardian acts for', async () => {
    expect(await read(c.t.personIds.unregistered)).toMatchObject({ firstName: 'Uusi', isRegistered: false, patientDataConsentFormUpdated: null, postalAddress: null });
    expect(await read(c.t.personIds.guardian, c.t.personIds.child8)).toMatchObject({ firstName: 'Aino', maskedSsn: '150318A****', isChild: true });
  });

  it('tells whether the session may switch between the guardian and the children allowed at sign-in (the family view)', async () => {
    const { guardian, child8 } = c.t.personIds;
    const store = createSessionStore(c.database.db, c.t.config.session, () => c.t.clock.now);
    const { token } = await store.create({ personId: guardian, actingForId: child8, sessionScope: 'default', lang: 'fi', identificationMethod: 'nordea', mayActFor: [child8] });
    const response = await send(c.t, 'GET', '/api/user', { session: { cookie: `portal_session=${token}`, csrfToken: '' } });
    expect(response.json()).toMatchObject({ firstName: fixturePersons.child8.firstName, hasFamily: true });
    expect((await read(guardian)).hasFamily).toBe(false);
  });

  it('tells a person who is not creditworthy', async () => {
    await c.database.db.update(patients).set({ isCreditworthy: false });
    expect(await read(c.t.personIds.guardian)).toMatchObject({ isCreditworthy: false });
  });

  it('saves the contact details of the session’s patient, the phone normalized', async () => {
    const { guardian, child8 } = c.t.personIds;
    const response = await send(c.t, 'PUT', '/api/user', { session: await sessionFor(c.t, guardian, child8), body: { ...contactBody, patientId: guardian } });
    expect(response.statusCode).toBe(200);
    expect(v.parse(PatientContactUpdateResponseSchema, response.json()).patient).toEqual({ ...contactBody, phoneNumber: '+358401234567' });
    expect(await patientRow(child8)).toMatchObject({ street: 'Mannerheimintie 1', postalCode: '00100', postOffice: 'Helsinki', email: 'test@example.com', phoneNumber: '+358401234567' });
    expect(await patientRow(guardian)).toMatchObject({ street: null, phoneNumber: null });
  });

  it('answers 400 ValidationError naming every bad field, and 404 for an unregistered person', async () => {
    const session = await sessionFor(c.t, c.t.personIds.adult);
    const bad = await send(c.t, 'PUT', '/api/user', { session, body: { streetAddress: 'K', postalCode: '123', postOffice: '', emailAddress: 'x', phoneNumber: '1' } });
    expect(bad.statusCode).toBe(400);
    const paths = v.parse(ValidationErrorBodySchema, bad.json()).details.map((d) => d.path);
    expect([...new Set(paths)].sort()).toEqual(['emailAddress', 'phoneNumber', 'postOffice', 'postalCode', 'streetAddress']);
    const unregistered = await send(c.t, 'PUT', '/api/user', { session: await sessionFor(c.t, c.t.personIds.unregistered), body: contactBody });
    expect(unregistered.statusCode).toBe(404);
  });

  it('needs a session (401) and the csrf token (403)', async () => {
    expect((await send(c.t, 'GET', '/api/user')).statusCode).toBe(401);
    const session = await sessionFor(c.t, c.t.personIds.adult);
    expect((await send(c.t, 'PUT', '/api/user', { session, csrf: false, body: contactBody })).statusCode).toBe(403);
    expect(await patientRow(c.t.personIds.adult)).toMatchObject({ street: null });
  });
});

describe.each(testDatabases)('POST /api/user/register on $name', ({ open }) => {
  const c = reservationTestApp(open, [accountServer]);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const register = async (body: Record<string, unknown>, personId: number, actingFor: number | null = null) =>
    send(c.t, 'POST', '/api/user/register', { session: await sessionFor(c.t, personId, actingFor), body });

  it('creates the patient record of an unregistered person, without a consent yet', async () => {
    const { unregistered } = c.t.personIds;
    const response = await register({ ...contactBody, firstName: 'Uusi', lastName: 'Asiakas' }, unregistered);
    expect([response.statusCode, response.json()]).toEqual([200, { type: 'success' }]);
    const [row] = await c.database.db.select().from(patients).where(eq(patients.personId, unregistered));
    expect(row).toMatchObject({ healthCareType: 'private', street: 'Mannerheimintie 1', phoneNumber: '+358401234567', patientDataConsentFormUpdated: null });
  });

  it('registers the child a guardian acts for, keeping the child’s names from the population data', async () => {
    const { guardian, child8 } = c.t.personIds;
    await c.database.db.delete(patients).where(eq(patients.personId, child8));
    expect((await register({ ...contactBody, firstName: 'Muutettu', lastName: 'Nimi' }, guardian, child8)).statusCode).toBe(200);
    const [person] = await c.database.db.select().from(persons).where(eq(persons.id, child8));
    expect(person).toMatchObject({ firstName: fixturePersons.child8.firstName, lastName: fixturePersons.child8.lastName });
    expect((await c.database.db.select().from(patients).where(eq(patients.personId, child8))).length).toBe(1);
    // The guardian's own record is untouched.
    expect((await c.database.db.select().from(patients).where(eq(patients.personId, guardian)))[0]).toMatchObject({ street: null });
  });

  it('answers 400 ValidationError for names outside 2-50 characters and bad contact details', async () => {
    const response = await register({ ...contactBody, firstName: 'U', lastName: 'x'.repeat(51), postalCode: '1' }, c.t.personIds.unregistered);
    expect(response.statusCode).toBe(400);
    expect([...new Set(v.parse(ValidationErrorBodySchema, response.json()).details.map((d) => d.path))].sort()).toEqual(['firstName', 'lastName', 'postalCode']);
  });

  it('needs a session and the csrf token', async () => {
    expect((await send(c.t, 'POST', '/api/user/register', { body: contactBody })).statusCode).toBe(401);
    const session = await sessionFor(c.t, c.t.personIds.unregistered);
    expect((await send(c.t, 'POST', '/api/user/register', { session, csrf: false, body: { ...contactBody, firstName: 'Uusi', lastName: 'Asiakas' } })).statusCode).toBe(403);
  });
});
