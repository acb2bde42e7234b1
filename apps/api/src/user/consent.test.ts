import { ConceptResponseSchema, ReservationResponseSchema, ValidationErrorBodySchema } from '@portal/shared/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { hours, insertCatalogue, NOW, sessionFor } from '../appointments/testing/fixtures';
import { contactBody, insertFreeSlot, reservationTestApp, send } from '../booking/reservation/testing/fixtures';
import { patientConcepts, patientConsents, patients } from '../db/schema';
import { testDatabases } from '../testing/databases';
import { createTestApp } from '../testing/test-app';

const consent = { allowsCommonRegistry: true, allowsViewingOccupationalInformation: true, allowsMarketingMail: false, allowsTreatmentInstructionsMail: true, allowsBookingSms: true, privacyPolicyRead: true };

describe.each(testDatabases)('consent, registration and concept flows on $name', ({ open }) => {
  const c = reservationTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const post = async (url: string, body: unknown, personId: number, actingFor: number | null = null) => send(c.t, 'POST', url, { session: await sessionFor(c.t, personId, actingFor), body });
  const reserve = async (appointmentId: number, personId: number) => {
    const response = await post('/api/reserve-appointment', { internalOrganization: 'general', appointmentId, emailAddress: 'a@example.com', phone: '0401234567' }, personId);
    expect(response.statusCode).toBe(200);
    return v.parse(ReservationResponseSchema, response.json()).type;
  };
  const withoutConsent = (personId: number) => c.database.db.update(patients).set({ patientDataConsentFormUpdated: null }).where(eq(patients.personId, personId));

  it('stores the permits with the time, the privacy policy read being required the first time only', async () => {
    const { adult } = c.t.personIds;
    await withoutConsent(adult);
    const unread = await post('/api/user/consent?lang=fi', { ...consent, privacyPolicyRead: false }, adult);
    expect(unread.statusCode).toBe(400);
    expect(v.parse(ValidationErrorBodySchema, unread.json()).details.map((d) => d.path)).toEqual(['privacyPolicyRead']);
    expect((await post('/api/user/consent?lang=fi', consent, adult)).json()).toEqual({ type: 'success' });
    const [row] = await c.database.db.select().from(patientConsents).where(eq(patientConsents.patientId, adult));
    expect(row).toEqual({ patientId: adult, ...consent, privacyPolicyRead: undefined, updatedAt: NOW });
    expect((await c.database.db.select().from(patients).where(eq(patients.personId, adult)))[0]?.patientDataConsentFormUpdated).toEqual(NOW);
    const again = await post('/api/user/consent?lang=fi', { ...consent, allowsMarketingMail: true, privacyPolicyRead: false }, adult);
    expect(again.statusCode).toBe(200);
    expect((await c.database.db.select().from(patientConsents).where(eq(patientConsents.patientId, adult)))[0]).toMatchObject({ allowsMarketingMail: true });
  });

  it('answers 400 for a consent body that is not booleans, 404 for an unregistered person, 403 without csrf', async () => {
    const bad = await post('/api/user/consent', { ...consent, allowsBookingSms: 'yes' }, c.t.personIds.adult);
    expect([bad.statusCode, v.parse(ValidationErrorBodySchema, bad.json()).details[0]?.path]).toEqual([400, 'allowsBookingSms']);
    expect((await post('/api/user/consent', consent, c.t.personIds.unregistered)).statusCode).toBe(404);
    const session = await sessionFor(c.t, c.t.personIds.adult);
    expect((await send(c.t, 'POST', '/api/user/consent', { session, csrf: false, body: consent })).statusCode).toBe(403);
  });

  it('lets an unregistered person register, consent and then reserve (Onni’s way)', async () => {
    const { unregistered } = c.t.personIds;
    const slot = await insertFreeSlot(c.database, { startDate: new Date(NOW.getTime() + hours(48)) });
    expect(await reserve(slot, unregistered)).toBe('noPatient');
    expect((await post('/api/user/register', { ...contactBody, firstName: 'Uusi', lastName: 'Asiakas' }, unregistered)).statusCode).toBe(200);
    expect(await reserve(slot, unregistered)).toBe('patientDataConsentRequired');
    expect((await post('/api/user/consent?lang=en', consent, unregistered)).statusCode).toBe(200);
    expect(await reserve(slot, unregistered)).toBe('success');
  });

  it('answers patientDataConsentRequired until a teenager without consent consents (Ella’s way)', async () => {
    const { child13 } = c.t.personIds;
    await withoutConsent(child13);
    const slot = await insertFreeSlot(c.database, { startDate: new Date(NOW.getTime() + hours(48)) });
    expect(await reserve(slot, child13)).toBe('patientDataConsentRequired');
    expect(await reserve(slot, child13)).toBe('patientDataConsentRequired');
    expect((await post('/api/user/consent?lang=fi', consent, child13)).statusCode).toBe(200);
    expect(await reserve(slot, child13)).toBe('success');
  });

  it('adds a known concept once and names why others fail', async () => {
    const { adult, unregistered } = c.t.personIds;
    const concept = async (code: string, personId = adult) => v.parse(ConceptResponseSchema, (await post('/api/concepts', { code }, personId)).json());
    expect(await concept('90157')).toEqual({ type: 'success' });
    expect(await concept('90157')).toEqual({ type: 'success' });
    expect(await c.database.db.select().from(patientConcepts)).toEqual([{ patientId: adult, code: '90157', directReimbursementAllowed: true, createdAt: NOW }]);
    expect(await concept('1234')).toEqual({ type: 'conceptNotFound' });
    expect(await concept('663')).toEqual({ type: 'conceptOnlineUpdateNotAllowed' });
    expect(await concept('90157', unregistered)).toEqual({ type: 'customerNotFound' });
    const empty = await post('/api/concepts', { code: ' ' }, adult);
    expect([empty.statusCode, v.parse(ValidationErrorBodySchema, empty.json()).details[0]?.path]).toEqual([400, 'code']);
  });
});

describe('consent in the children’s brand', () => {
  it('never stores the occupational permit, which is not asked there', async () => {
    const t = await createTestApp({ env: { PORTAL_BRAND: 'children' } });
    try {
      await insertCatalogue(t.database);
      const { adult } = t.personIds;
      const response = await send(t, 'POST', '/api/user/consent?lang=fi', { session: await sessionFor(t, adult), body: consent });
      expect(response.statusCode).toBe(200);
      expect((await t.database.db.select().from(patientConsents))[0]).toMatchObject({ allowsViewingOccupationalInformation: false });
    } finally {
      await t.close();
    }
  });
});
