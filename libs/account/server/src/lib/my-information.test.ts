import type { MyInformation } from '@portal/account/contracts';
import { MyInformationSaveResponseSchema, MyInformationSchema } from '@portal/account/contracts';
import { PatientDataConsentSchema, ValidationErrorBodySchema } from '@portal/shared/contracts';
import type { DatabaseHandle } from '@portal/shared/db';
import { guardianContacts, patientConsents, patients, persons } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestApp } from '@portal/shared/server/testing';
import { createTestApp, send, sessionFor } from '@portal/shared/server/testing';
import type { LightMyRequestResponse } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accountServer } from '../index';

const contact = {
  emailAddress: 'maija@example.com',
  phoneNumber: '040 123 4567',
  language: 'sv',
  streetAddress: 'Mannerheimintie 1',
  zipCode: '00100',
  postOffice: 'Helsinki',
};
const body = { ...contact, guardians: [], lang: 'fi', next: '/fi/laskut' };
const guardian = {
  name: 'Huoltaja Ville',
  phone: '040 765 4321',
  emailAddress: 'ville@example.com',
  isGuardianHasSameAddress: false,
  streetAddress: 'Koivukuja 2',
  zipCode: '02100',
  postOffice: 'Espoo',
};

/** An account test app of the brand on the database, reset before each test. */
function myInformationApp(open: () => Promise<DatabaseHandle>, brand: 'general' | 'children') {
  const c = { t: undefined as unknown as TestApp };
  beforeAll(async () => {
    c.t = await createTestApp({ database: await open(), domains: [accountServer], env: { PORTAL_BRAND: brand } });
  });
  afterAll(() => c.t.close());
  beforeEach(async () => {
    const db = c.t.database.db;
    await db.delete(guardianContacts);
    await db.delete(patientConsents);
    await db.delete(patients).where(eq(patients.personId, c.t.personIds.unregistered));
    await db.update(patients).set({ email: null, phoneNumber: null, street: null, postalCode: null, postOffice: null, patientDataConsentFormUpdated: null });
    await db.update(persons).set({ language: 'fi' });
  });
  return c;
}

const pathsOf = (response: LightMyRequestResponse) => [...new Set(v.parse(ValidationErrorBodySchema, response.json()).details.map((d) => d.path))].sort();

describe.each(testDatabases)('my information in the general brand on $name', ({ open }) => {
  const c = myInformationApp(open, 'general');
  const save = async (payload: unknown, personId: number, actingFor: number | null = null) =>
    send(c.t, 'POST', '/api/user', { session: await sessionFor(c.t, personId, actingFor), body: payload });
  const read = async (personId: number, actingFor: number | null = null): Promise<MyInformation> => {
    const response = await send(c.t, 'GET', '/api/user', { session: await sessionFor(c.t, personId, actingFor) });
    expect(response.statusCode).toBe(200);
    return v.parse(MyInformationSchema, response.json());
  };
  const patientRow = async (personId: number) => (await c.t.database.db.select().from(patients).where(eq(patients.personId, personId)))[0];
  const personRow = async (personId: number) => (await c.t.database.db.select().from(persons).where(eq(persons.id, personId)))[0];

  it('reads the language and no guardians beside the patient’s fields', async () => {
    expect(await read(c.t.personIds.adult)).toMatchObject({ firstName: 'Maija', lastName: 'Testinen', language: 'fi', guardians: [] });
  });

  it('saves the contact details and language, the phone normalized, and answers the next path', async () => {
    const { adult } = c.t.personIds;
    const response = await save({ ...body, emailAddress: ' maija@example.com ' }, adult);
    expect(response.statusCode).toBe(200);
    expect(v.parse(MyInformationSaveResponseSchema, response.json())).toEqual({ type: 'success', next: '/fi/laskut' });
    expect(await patientRow(adult)).toMatchObject({
      email: 'maija@example.com',
      phoneNumber: '+358401234567',
      street: 'Mannerheimintie 1',
      postalCode: '00100',
      postOffice: 'Helsinki',
      healthCareType: 'occupational',
    });
    expect(await personRow(adult)).toMatchObject({ language: 'sv', firstName: 'Maija' });
    expect(await read(adult)).toMatchObject({
      email: 'maija@example.com',
      phoneNumber: '+358401234567',
      postalAddress: { street: 'Mannerheimintie 1', postalCode: '00100', postOffice: 'Helsinki' },
      language: 'sv',
    });
  });

  it('answers next null without one, and never changes the names', async () => {
    const { adult } = c.t.personIds;
    const response = await save({ ...contact, lang: 'en', firstName: 'Muutettu', lastName: 'Nimi' }, adult);
    expect(response.json()).toEqual({ type: 'success', next: null });
    expect(await personRow(adult)).toMatchObject({ firstName: 'Maija', lastName: 'Testinen' });
  });

  it('saves the child’s details when a guardian acts for the child, never the guardian’s', async () => {
    const { guardian: guardianId, child8 } = c.t.personIds;
    expect((await save(body, guardianId, child8)).statusCode).toBe(200);
    expect(await patientRow(child8)).toMatchObject({ email: 'maija@example.com', phoneNumber: '+358401234567' });
    expect(await personRow(child8)).toMatchObject({ language: 'sv' });
    expect(await patientRow(guardianId)).toMatchObject({ email: null, phoneNumber: null });
    expect(await personRow(guardianId)).toMatchObject({ language: 'fi' });
  });

  it('makes a person without a patient record a private patient', async () => {
    const { unregistered } = c.t.personIds;
    expect((await save(body, unregistered)).statusCode).toBe(200);
    expect(await patientRow(unregistered)).toMatchObject({ healthCareType: 'private', email: 'maija@example.com', patientDataConsentFormUpdated: null });
  });

  it('answers 400 ValidationError naming every bad field, and stores nothing', async () => {
    const { adult } = c.t.personIds;
    const response = await save(
      {
        emailAddress: `${'x'.repeat(64)}@${'e'.repeat(10)}.com`,
        phoneNumber: '+358 40 123 4567 890',
        language: 'de',
        streetAddress: 'K',
        zipCode: '1234',
        postOffice: 'P'.repeat(31),
        lang: 'ru',
      },
      adult,
    );
    expect(response.statusCode).toBe(400);
    expect(pathsOf(response)).toEqual(['emailAddress', 'lang', 'language', 'phoneNumber', 'postOffice', 'streetAddress', 'zipCode']);
    expect(await patientRow(adult)).toMatchObject({ email: null, street: null });
  });

  it.each(['https://evil.example/fi', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'laskut'])(
    'refuses the next path %s',
    async (next) => {
      const response = await save({ ...body, next }, c.t.personIds.adult);
      expect(response.statusCode).toBe(400);
      expect(pathsOf(response)).toEqual(['next']);
    },
  );

  it('takes no guardians outside the children’s brand', async () => {
    const { guardian: guardianId, child8 } = c.t.personIds;
    const response = await save({ ...body, guardians: [guardian] }, guardianId, child8);
    expect(response.statusCode).toBe(400);
    expect(pathsOf(response)).toEqual(['guardians']);
    expect(await c.t.database.db.select().from(guardianContacts)).toEqual([]);
    expect(await patientRow(child8)).toMatchObject({ email: null });
  });

  it('needs a session (401), the csrf token and the same origin (403)', async () => {
    expect((await send(c.t, 'POST', '/api/user', { body })).statusCode).toBe(401);
    const session = await sessionFor(c.t, c.t.personIds.adult);
    expect((await send(c.t, 'POST', '/api/user', { session, csrf: false, body })).statusCode).toBe(403);
    expect((await send(c.t, 'POST', '/api/user', { session, origin: 'https://evil.example', body })).statusCode).toBe(403);
    expect(await patientRow(c.t.personIds.adult)).toMatchObject({ email: null });
    expect((await send(c.t, 'GET', '/api/user/consent')).statusCode).toBe(401);
  });

  describe('GET /api/user/consent', () => {
    const readConsent = async (personId: number, actingFor: number | null = null) => {
      const response = await send(c.t, 'GET', '/api/user/consent', { session: await sessionFor(c.t, personId, actingFor) });
      expect(response.statusCode).toBe(200);
      return v.parse(PatientDataConsentSchema, response.json());
    };
    const consent = {
      allowsCommonRegistry: true,
      allowsViewingOccupationalInformation: true,
      allowsMarketingMail: false,
      allowsTreatmentInstructionsMail: true,
      allowsBookingSms: false,
    };

    it('says when nothing is on record, and gives the choices once the form is filled', async () => {
      const { adult } = c.t.personIds;
      expect(await readConsent(adult)).toEqual({ isRegistered: true, patientDataConsentFormUpdated: null, consent: null });
      const session = await sessionFor(c.t, adult);
      const given = await send(c.t, 'POST', '/api/user/consent?lang=fi', { session, body: { ...consent, privacyPolicyRead: true } });
      expect(given.statusCode).toBe(200);
      const read = await readConsent(adult);
      expect(read.consent).toEqual(consent);
      expect(read.patientDataConsentFormUpdated).toMatch(/^\d{4}-\d\d-\d\dT/);
    });

    it('reads the child’s choices for a guardian acting for the child, and nothing for an unregistered person', async () => {
      const { guardian: guardianId, child8, unregistered } = c.t.personIds;
      await c.t.database.db.insert(patientConsents).values({ patientId: child8, ...consent, allowsBookingSms: true, updatedAt: new Date() });
      expect((await readConsent(guardianId, child8)).consent).toMatchObject({ allowsBookingSms: true });
      expect((await readConsent(guardianId)).consent).toBeNull();
      expect(await readConsent(unregistered)).toEqual({ isRegistered: false, patientDataConsentFormUpdated: null, consent: null });
    });
  });
});

describe.each(testDatabases)('my information in the children’s brand on $name', ({ open }) => {
  const c = myInformationApp(open, 'children');
  const save = async (payload: unknown, personId: number, actingFor: number | null = null) =>
    send(c.t, 'POST', '/api/user', { session: await sessionFor(c.t, personId, actingFor), body: payload });
  const storedGuardians = () => c.t.database.db.select().from(guardianContacts).orderBy(asc(guardianContacts.position));

  it('stores up to two guardians of the child a guardian acts for and reads them back', async () => {
    const { guardian: guardianId, child8 } = c.t.personIds;
    const second = { name: 'Huoltaja Anna', phone: '0501234567', emailAddress: '', isGuardianHasSameAddress: true, streetAddress: 'ignored', zipCode: 'x', postOffice: '' };
    const response = await save({ ...body, guardians: [guardian, second] }, guardianId, child8);
    expect(response.statusCode).toBe(200);
    expect(await storedGuardians()).toEqual([
      { patientId: child8, position: 1, ...guardian, phone: '+358407654321' },
      { patientId: child8, position: 2, name: 'Huoltaja Anna', phone: '+358501234567', emailAddress: null, isGuardianHasSameAddress: true, streetAddress: null, zipCode: null, postOffice: null },
    ]);
    const read = await send(c.t, 'GET', '/api/user', { session: await sessionFor(c.t, guardianId, child8) });
    expect(v.parse(MyInformationSchema, read.json()).guardians).toEqual([
      { ...guardian, phone: '+358407654321' },
      { name: 'Huoltaja Anna', phone: '+358501234567', emailAddress: null, isGuardianHasSameAddress: true, streetAddress: null, zipCode: null, postOffice: null },
    ]);
    // The guardian's own record has none.
    const own = await send(c.t, 'GET', '/api/user', { session: await sessionFor(c.t, guardianId) });
    expect(v.parse(MyInformationSchema, own.json()).guardians).toEqual([]);
  });

  it('replaces the list: a guardian left out is removed', async () => {
    const { child13 } = c.t.personIds;
    await save({ ...body, guardians: [guardian, { ...guardian, name: 'Toinen' }] }, child13);
    expect(await storedGuardians()).toHaveLength(2);
    expect((await save({ ...body, guardians: [guardian] }, child13)).statusCode).toBe(200);
    expect((await storedGuardians()).map((g) => [g.patientId, g.position, g.name])).toEqual([[child13, 1, 'Huoltaja Ville']]);
  });

  it('answers 400 for a third guardian and for each bad guardian field, storing nothing', async () => {
    const { child13 } = c.t.personIds;
    const three = await save({ ...body, guardians: [guardian, guardian, guardian] }, child13);
    expect([three.statusCode, pathsOf(three)]).toEqual([400, ['guardians']]);
    const bad = await save(
      {
        ...body,
        guardians: [
          { name: 'N'.repeat(41), phone: '123', emailAddress: 'ville@xn--exmple-cua.com', isGuardianHasSameAddress: false, streetAddress: 'S'.repeat(31), zipCode: '1234', postOffice: '' },
        ],
      },
      child13,
    );
    expect(bad.statusCode).toBe(400);
    expect(pathsOf(bad)).toEqual([
      'guardians.0.emailAddress',
      'guardians.0.name',
      'guardians.0.phone',
      'guardians.0.postOffice',
      'guardians.0.streetAddress',
      'guardians.0.zipCode',
    ]);
    expect(await storedGuardians()).toEqual([]);
    expect((await c.t.database.db.select().from(patients).where(eq(patients.personId, child13)))[0]).toMatchObject({ email: null });
  });

  it('never reads the occupational permit there', async () => {
    const { adult } = c.t.personIds;
    await c.t.database.db.insert(patientConsents).values({
      patientId: adult,
      allowsCommonRegistry: false,
      allowsViewingOccupationalInformation: true,
      allowsMarketingMail: false,
      allowsTreatmentInstructionsMail: false,
      allowsBookingSms: false,
      updatedAt: new Date(),
    });
    const response = await send(c.t, 'GET', '/api/user/consent', { session: await sessionFor(c.t, adult) });
    expect(v.parse(PatientDataConsentSchema, response.json()).consent).toMatchObject({ allowsViewingOccupationalInformation: false });
  });
});
