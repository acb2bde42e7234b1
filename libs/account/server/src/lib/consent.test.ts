import { ConceptResponseSchema } from '@portal/booking/contracts';
import { ValidationErrorBodySchema } from '@portal/shared/contracts';
import { patientConcepts, patientConsents, patients } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import {
  createTestApp,
  insertCatalogue,
  NOW,
  reservationTestApp,
  send,
  sessionFor,
} from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accountServer } from '../index';

const consent = { allowsCommonRegistry: true, allowsViewingOccupationalInformation: true, allowsMarketingMail: false, allowsTreatmentInstructionsMail: true, allowsBookingSms: true, privacyPolicyRead: true };

describe.each(testDatabases)('consent, registration and concept flows on $name', ({ open }) => {
  const c = reservationTestApp(open, [accountServer]);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const post = async (url: string, body: unknown, personId: number, actingFor: number | null = null) => send(c.t, 'POST', url, { session: await sessionFor(c.t, personId, actingFor), body });
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
    const t = await createTestApp({ domains: [accountServer], env: { PORTAL_BRAND: 'children' } });
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
