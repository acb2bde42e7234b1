import { NotificationPreferencesSchema } from '@portal/account/contracts';
import { ValidationErrorBodySchema } from '@portal/shared/contracts';
import { notificationPreferences, patientConsents, patients } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { createTestApp, NOW, reservationTestApp, send, sessionFor } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accountServer } from '../index';

const permits = { allowsCommonRegistry: true, allowsViewingOccupationalInformation: false, allowsMarketingMail: false, allowsTreatmentInstructionsMail: false, allowsBookingSms: false };
const consent = { ...permits, privacyPolicyRead: true };

describe.each(testDatabases)('notification choices in my information on $name', ({ open }) => {
  const c = reservationTestApp(open, [accountServer]);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(async () => {
    await c.reset();
    await c.database.db.delete(notificationPreferences);
    await c.database.db.delete(patientConsents);
  });

  const read = async (personId: number, actingFor: number | null = null) => {
    const response = await send(c.t, 'GET', '/api/user/notifications', { session: await sessionFor(c.t, personId, actingFor) });
    expect([response.statusCode, response.headers['cache-control']]).toEqual([200, 'no-store']);
    return v.parse(NotificationPreferencesSchema, response.json());
  };
  const save = async (body: unknown, personId: number, actingFor: number | null = null) =>
    send(c.t, 'PUT', '/api/user/notifications', { session: await sessionFor(c.t, personId, actingFor), body });
  const stored = async (personId: number) => (await c.database.db.select().from(notificationPreferences).where(eq(notificationPreferences.patientId, personId)))[0];
  const storedConsent = async (personId: number) => (await c.database.db.select().from(patientConsents).where(eq(patientConsents.patientId, personId)))[0];

  it('answers the defaults before any choice: e-mail, with texts when the consent allows booking texts', async () => {
    const { adult } = c.t.personIds;
    expect(await read(adult)).toEqual({ appointments: 'email', messages: 'email', chosen: false });
    await c.database.db.insert(patientConsents).values({ ...permits, patientId: adult, allowsBookingSms: true, updatedAt: NOW });
    expect(await read(adult)).toEqual({ appointments: 'both', messages: 'email', chosen: false });
  });

  it('stores the choice as given, the same again changing nothing, and reads it back', async () => {
    const { adult } = c.t.personIds;
    for (let i = 0; i < 2; i++) {
      const response = await save({ appointments: 'sms', messages: 'none' }, adult);
      expect([response.statusCode, response.json()]).toEqual([200, { type: 'success' }]);
    }
    expect(await stored(adult)).toEqual({ patientId: adult, appointments: 'sms', messages: 'none', updatedAt: NOW });
    expect(await read(adult)).toEqual({ appointments: 'sms', messages: 'none', chosen: true });
    // Leaving the message choice out keeps it.
    expect((await save({ appointments: 'both' }, adult)).statusCode).toBe(200);
    expect(await read(adult)).toEqual({ appointments: 'both', messages: 'none', chosen: true });
  });

  it('keeps the consent’s booking texts and the appointments’ choice one choice, whichever form saves', async () => {
    const { adult } = c.t.personIds;
    await send(c.t, 'POST', '/api/user/consent?lang=fi', { session: await sessionFor(c.t, adult), body: consent });
    expect((await save({ appointments: 'both', messages: 'email' }, adult)).statusCode).toBe(200);
    expect(await storedConsent(adult)).toMatchObject({ allowsBookingSms: true });
    expect((await save({ appointments: 'none', messages: 'email' }, adult)).statusCode).toBe(200);
    expect(await storedConsent(adult)).toMatchObject({ allowsBookingSms: false });
    // The consent form ticks booking texts: the e-mail part of the choice stays as it was.
    await send(c.t, 'POST', '/api/user/consent?lang=fi', { session: await sessionFor(c.t, adult), body: { ...consent, allowsBookingSms: true } });
    expect(await read(adult)).toMatchObject({ appointments: 'sms' });
    await c.database.db.update(notificationPreferences).set({ appointments: 'both' });
    await send(c.t, 'POST', '/api/user/consent?lang=fi', { session: await sessionFor(c.t, adult), body: consent });
    expect(await read(adult)).toMatchObject({ appointments: 'email' });
  });

  it('keeps the child’s choice when a guardian acts for the child, never the guardian’s', async () => {
    const { guardian, child8 } = c.t.personIds;
    expect((await save({ appointments: 'sms', messages: 'sms' }, guardian, child8)).statusCode).toBe(200);
    expect(await stored(child8)).toMatchObject({ appointments: 'sms', messages: 'sms' });
    expect(await stored(guardian)).toBeUndefined();
    expect(await read(guardian, child8)).toMatchObject({ appointments: 'sms', chosen: true });
    expect(await read(guardian)).toMatchObject({ chosen: false });
  });

  it('answers 400 naming a channel that is not one, 404 for a person without a patient record', async () => {
    const { adult, unregistered } = c.t.personIds;
    const bad = await save({ appointments: 'post', messages: 'pigeon' }, adult);
    expect(bad.statusCode).toBe(400);
    expect(v.parse(ValidationErrorBodySchema, bad.json()).details.map((detail) => detail.path).sort()).toEqual(['appointments', 'messages']);
    expect((await save({ messages: 'email' }, adult)).statusCode).toBe(400);
    expect(await stored(adult)).toBeUndefined();
    expect(await read(unregistered)).toEqual({ appointments: 'email', messages: 'email', chosen: false });
    expect((await save({ appointments: 'email', messages: 'email' }, unregistered)).statusCode).toBe(404);
    expect(await c.database.db.select().from(patients).where(eq(patients.personId, unregistered))).toEqual([]);
  });

  it('needs a session (401), and the csrf token and the same origin to save (403)', async () => {
    expect((await send(c.t, 'GET', '/api/user/notifications')).statusCode).toBe(401);
    expect((await send(c.t, 'PUT', '/api/user/notifications', { body: { appointments: 'none' } })).statusCode).toBe(401);
    const session = await sessionFor(c.t, c.t.personIds.adult);
    expect((await send(c.t, 'PUT', '/api/user/notifications', { session, csrf: false, body: { appointments: 'none' } })).statusCode).toBe(403);
    expect((await send(c.t, 'PUT', '/api/user/notifications', { session, origin: 'https://evil.example', body: { appointments: 'none' } })).statusCode).toBe(403);
    expect(await stored(c.t.personIds.adult)).toBeUndefined();
  });
});

describe('notification choices where the brand has no conversations', () => {
  it('asks nothing of message notices, and keeps the one on record', async () => {
    const t = await createTestApp({ domains: [accountServer], env: { PORTAL_BRAND: 'children' } });
    try {
      const { adult } = t.personIds;
      const session = await sessionFor(t, adult);
      expect((await send(t, 'GET', '/api/user/notifications', { session })).json()).toEqual({ appointments: 'email', messages: null, chosen: false });
      expect((await send(t, 'PUT', '/api/user/notifications', { session, body: { appointments: 'both', messages: 'none' } })).statusCode).toBe(200);
      expect((await t.database.db.select().from(notificationPreferences))[0]).toMatchObject({ appointments: 'both', messages: 'email' });
    } finally {
      await t.close();
    }
  });
});
