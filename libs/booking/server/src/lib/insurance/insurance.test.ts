import { LahiTapiolaPermitsResponseSchema } from '@portal/booking/contracts';
import type { DatabaseHandle } from '@portal/shared/db';
import { devInsurerPermits, persons, rateLimitCounters } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestApp } from '@portal/shared/server/testing';
import { call, domainTestApp, insertCatalogue, NOW, sessionFor, testOrigin } from '@portal/shared/server/testing';
import { PassThrough } from 'node:stream';
import * as v from 'valibot';
import { bookingServer } from '../../index';
import { INSURER_CHECK_LIMIT, PERMIT_RETURN_PATH } from './routes';

/** Demo persons the development stand-in knows by identity code (README "Test persons"). */
const insuredPersons = {
  emilia: { ssn: '031292-9245', firstName: 'Emilia', lastName: 'Lindqvist', birthDate: '1992-12-03' },
  mikko: { ssn: '020979-913C', firstName: 'Mikko', lastName: 'Korhonen', birthDate: '1979-09-02' },
  jari: { ssn: '051075-987F', firstName: 'Jari', lastName: 'Nieminen', birthDate: '1975-10-05' },
} as const;

async function insertInsured(database: DatabaseHandle): Promise<Record<keyof typeof insuredPersons, number>> {
  await insertCatalogue(database);
  const ids = {} as Record<keyof typeof insuredPersons, number>;
  for (const [key, person] of Object.entries(insuredPersons) as [keyof typeof insuredPersons, (typeof insuredPersons)[keyof typeof insuredPersons]][]) {
    const [row] = await database.db.insert(persons).values(person).returning({ id: persons.id });
    if (!row) throw new Error('insert failed');
    ids[key] = row.id;
  }
  return ids;
}

describe.each(testDatabases)('the insurers’ checks through the development stand-in on $name', ({ open }) => {
  let insured: Record<keyof typeof insuredPersons, number>;
  const logs = new PassThrough();
  let logText = '';
  logs.on('data', (chunk: Buffer) => (logText += chunk.toString('utf8')));
  const c = domainTestApp(open, {
    domains: [bookingServer],
    env: { FEATURES: 'lahitapiola-insurance-flow', LOG_LEVEL: 'info' },
    logging: logs,
    prepare: async (database) => {
      insured = await insertInsured(database);
    },
    clear: [rateLimitCounters, devInsurerPermits],
  });
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const get = async (url: string, personId: number, actingFor: number | null = null, t: TestApp = c.t) => call(t, 'GET', url, { session: await sessionFor(t, personId, actingFor) });

  describe('Pohjola', () => {
    it('says whether the patient is insured on the day, never to be cached', async () => {
      const found = await get('/api/insurance/pohjola-check/2026-12-01', insured.emilia);
      expect([found.statusCode, found.json(), found.headers['cache-control']]).toEqual([200, { hasInsurance: true }, 'no-store']);
      const notFound = await get('/api/insurance/pohjola-check/2026-12-01', insured.mikko);
      expect([notFound.statusCode, notFound.json()]).toEqual([200, { hasInsurance: false }]);
    });

    it('answers 502 InsurerUnavailable when the insurer fails, without the person in the log', async () => {
      logText = '';
      const failing = await get('/api/insurance/pohjola-check/2026-12-01', insured.jari);
      expect([failing.statusCode, failing.json()]).toEqual([502, { type: 'InsurerUnavailable' }]);
      expect(logText).toContain('insurer unavailable');
      for (const personal of [insuredPersons.jari.ssn, insuredPersons.jari.lastName]) expect(logText).not.toContain(personal);
    });

    it('refuses a day that is not a calendar day', async () => {
      for (const date of ['2026-02-30', 'tomorrow', '01.12.2026']) {
        const response = await get(`/api/insurance/pohjola-check/${date}`, insured.emilia);
        expect([response.statusCode, response.json().type]).toEqual([400, 'ValidationError']);
      }
    });

    it('needs a session', async () => {
      const response = await call(c.t, 'GET', '/api/insurance/pohjola-check/2026-12-01');
      expect(response.statusCode).toBe(401);
    });

    it(`asks for one person at most ${INSURER_CHECK_LIMIT.limit} times an hour`, async () => {
      const session = await sessionFor(c.t, insured.emilia, null);
      for (let attempt = 0; attempt < INSURER_CHECK_LIMIT.limit; attempt++) {
        expect((await call(c.t, 'GET', '/api/insurance/pohjola-check/2026-12-01', { session })).statusCode).toBe(200);
      }
      const refused = await call(c.t, 'GET', '/api/insurance/pohjola-check/2026-12-01', { session });
      expect([refused.statusCode, refused.json()]).toEqual([429, { type: 'TooManyRequests' }]);
      // Another person still gets answers.
      expect((await get('/api/insurance/pohjola-check/2026-12-01', insured.mikko)).statusCode).toBe(200);
    });
  });

  describe('LähiTapiola', () => {
    it('checks the policy: found, not found, and failing', async () => {
      expect((await get('/api/insurance/lahitapiola-policy-check', insured.emilia)).json()).toEqual({ type: 'ok', hasHealthcarePolicy: true });
      expect((await get('/api/insurance/lahitapiola-policy-check', c.t.personIds.adult)).json()).toEqual({ type: 'ok', hasHealthcarePolicy: false });
      const failing = await get('/api/insurance/lahitapiola-policy-check', insured.jari);
      expect([failing.statusCode, failing.json()]).toEqual([502, { type: 'InsurerUnavailable' }]);
    });

    it('never asks for a patient under 18 signed in themself, but does for a guardian acting for the child', async () => {
      const { child13, guardian } = c.t.personIds;
      expect((await get('/api/insurance/lahitapiola-policy-check', child13)).json()).toEqual({ type: 'underageCustomer' });
      expect((await get('/api/insurance/lahitapiola-direct-compensation-permits/fi', child13)).json()).toEqual({ type: 'underageCustomer' });
      const apply = await get('/api/insurance/lahitapiola-apply-permit?lang=fi&returnTo=/fi', child13);
      expect([apply.statusCode, apply.json()]).toEqual([403, { type: 'underageCustomer' }]);
      expect((await get('/api/insurance/lahitapiola-policy-check', guardian, child13)).json()).toEqual({ type: 'ok', hasHealthcarePolicy: false });
    });

    it('lists the valid permits in the asked language, with their content hash', async () => {
      const fi = v.parse(LahiTapiolaPermitsResponseSchema, (await get('/api/insurance/lahitapiola-direct-compensation-permits/fi', insured.emilia)).json());
      const en = v.parse(LahiTapiolaPermitsResponseSchema, (await get('/api/insurance/lahitapiola-direct-compensation-permits/en', insured.emilia)).json());
      expect(fi).toEqual({ type: 'ok', directCompensationPermits: [{ symptom: 'Polvikipu', bodyPart: 'Polvi', validTo: '2027-02-21', contentHash: expect.any(String) }] });
      expect(en.type === 'ok' && en.directCompensationPermits.map((permit) => [permit.symptom, permit.bodyPart])).toEqual([['Knee pain', 'Knee']]);
      // The same permit in any language: the hash names its content, not its words.
      expect(en.type === 'ok' && fi.type === 'ok' && en.directCompensationPermits[0]?.contentHash).toBe(fi.type === 'ok' && fi.directCompensationPermits[0]?.contentHash);
      expect((await get('/api/insurance/lahitapiola-direct-compensation-permits/fi', insured.mikko)).json()).toEqual({ type: 'ok', directCompensationPermits: [] });
      expect((await get('/api/insurance/lahitapiola-direct-compensation-permits/de', insured.mikko)).statusCode).toBe(400);
    });

    it('goes through a permit application: the insurer’s page, a signed return to the page left, and the new permit listed', async () => {
      const session = await sessionFor(c.t, insured.mikko, null);
      const returnTo = '/fi/ajanvaraus/vakuutus/vapaat-ajat/123?clinic=HKA';
      const apply = await call(c.t, 'GET', `/api/insurance/lahitapiola-apply-permit?lang=fi&returnTo=${encodeURIComponent(returnTo)}`, { session });
      expect(apply.statusCode).toBe(200);
      const { redirectUrl } = apply.json() as { redirectUrl: string };
      const applicationPage = new URL(redirectUrl);
      expect(applicationPage.origin).toBe(testOrigin);
      // No identity code in any address.
      expect(redirectUrl).not.toContain(insuredPersons.mikko.ssn);

      const form = await c.t.app.inject({ method: 'GET', url: `${applicationPage.pathname}${applicationPage.search}` });
      expect([form.statusCode, form.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
      expect(form.body).toContain('<html lang="fi">');
      expect(form.body).toContain('Hae ja myönnä sitoumus');

      const decided = await c.t.app.inject({ method: 'POST', url: `${applicationPage.pathname}${applicationPage.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'symptom=1&outcome=allow' });
      expect(decided.statusCode).toBe(303);
      const back = new URL(decided.headers.location as string);
      expect(`${back.origin}${back.pathname}`).toBe(`${testOrigin}${PERMIT_RETURN_PATH}`);
      expect(back.searchParams.get('status')).toBe('directcompensationallowed');

      const returned = await call(c.t, 'GET', `${back.pathname}${back.search}`);
      expect([returned.statusCode, returned.headers.location]).toEqual([303, '/fi/ajanvaraus/vakuutus/vapaat-ajat/123?clinic=HKA&lahitapiola=directcompensationallowed']);

      const permits = (await call(c.t, 'GET', '/api/insurance/lahitapiola-direct-compensation-permits/fi', { session })).json();
      expect(permits).toEqual({ type: 'ok', directCompensationPermits: [{ symptom: 'Selkäkipu', bodyPart: 'Alaselkä', validTo: '2027-01-22', contentHash: expect.any(String) }] });
    });

    it.each([
      ['deny', 'directcompensationdenied'],
      ['cancel', 'cancel'],
      ['error', 'error'],
    ])('brings a %s back as %s, granting nothing', async (outcome, status) => {
      const session = await sessionFor(c.t, insured.mikko, null);
      const permits = async () => (await call(c.t, 'GET', '/api/insurance/lahitapiola-direct-compensation-permits/en', { session })).json();
      const before = await permits();
      const { redirectUrl } = (await call(c.t, 'GET', '/api/insurance/lahitapiola-apply-permit?lang=en&returnTo=/en', { session })).json() as { redirectUrl: string };
      const decided = await c.t.app.inject({ method: 'POST', url: new URL(redirectUrl).pathname + new URL(redirectUrl).search, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `symptom=0&outcome=${outcome}` });
      const back = new URL(decided.headers.location as string);
      expect((await call(c.t, 'GET', `${back.pathname}${back.search}`)).headers.location).toBe(`/en?lahitapiola=${status}`);
      expect(await permits()).toEqual(before);
    });

    it('takes an unsigned or altered return as an error, and never leaves the portal', async () => {
      const session = await sessionFor(c.t, insured.mikko, null);
      const { redirectUrl } = (await call(c.t, 'GET', '/api/insurance/lahitapiola-apply-permit?lang=en&returnTo=/en', { session })).json() as { redirectUrl: string };
      const decided = await c.t.app.inject({ method: 'POST', url: new URL(redirectUrl).pathname + new URL(redirectUrl).search, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=deny' });
      const back = new URL(decided.headers.location as string);
      back.searchParams.set('status', 'directcompensationallowed');
      expect((await call(c.t, 'GET', `${back.pathname}${back.search}`)).headers.location).toBe('/en?lahitapiola=error');
      expect((await call(c.t, 'GET', `${PERMIT_RETURN_PATH}?returnTo=/en&status=directcompensationallowed`)).headers.location).toBe('/en?lahitapiola=error');
      for (const returnTo of ['//evil.example/fi', 'https://evil.example/fi', '/de/x', '/fi/\\evil.example', '/fi/..//evil.example/login', '/fi/%2e%2e//evil.example', '/fi/../de/x']) {
        expect((await call(c.t, 'GET', `${PERMIT_RETURN_PATH}?${new URLSearchParams({ returnTo, status: 'cancel' })}`)).statusCode).toBe(404);
        expect((await get(`/api/insurance/lahitapiola-apply-permit?${new URLSearchParams({ lang: 'fi', returnTo })}`, insured.mikko)).statusCode).toBe(400);
      }
    });

    it('refuses an expired or forged application on the insurer’s page', async () => {
      const session = await sessionFor(c.t, insured.mikko, null);
      const { redirectUrl } = (await call(c.t, 'GET', '/api/insurance/lahitapiola-apply-permit?lang=sv&returnTo=/sv', { session })).json() as { redirectUrl: string };
      const path = new URL(redirectUrl).pathname + new URL(redirectUrl).search;
      expect((await c.t.app.inject({ method: 'GET', url: `${path.slice(0, -4)}AAAA` })).statusCode).toBe(404);
      expect((await c.t.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname })).statusCode).toBe(404);
      c.t.clock.now = new Date(NOW.getTime() + 31 * 60 * 1000);
      expect((await c.t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    });

    it('keeps a person’s newest 10 granted permits in the database by a keyed hash, until the purge after their last valid day', async () => {
      const session = await sessionFor(c.t, insured.mikko, null);
      for (let i = 0; i < 11; i++) {
        c.t.clock.now = new Date(NOW.getTime() + i * 60_000);
        const { redirectUrl } = (await call(c.t, 'GET', '/api/insurance/lahitapiola-apply-permit?lang=en&returnTo=/en', { session })).json() as { redirectUrl: string };
        const decided = await c.t.app.inject({ method: 'POST', url: new URL(redirectUrl).pathname + new URL(redirectUrl).search, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `symptom=${i % 3}&outcome=allow` });
        expect(decided.statusCode).toBe(303);
      }
      const rows = await c.database.db.select().from(devInsurerPermits);
      expect(rows).toHaveLength(10);
      // The first one granted went; the person is named by the hash alone.
      expect(rows.map((row) => row.symptomIndex).sort()).toEqual([0, 0, 0, 1, 1, 1, 1, 2, 2, 2]);
      expect(new Set(rows.map((row) => row.personKey)).size).toBe(1);
      expect(JSON.stringify(rows)).not.toContain(insuredPersons.mikko.ssn);
      const listed = v.parse(LahiTapiolaPermitsResponseSchema, (await call(c.t, 'GET', '/api/insurance/lahitapiola-direct-compensation-permits/en', { session })).json());
      expect(listed.type === 'ok' && listed.directCompensationPermits.map((permit) => permit.validTo)).toEqual(Array(10).fill('2027-01-22'));

      // Valid through 2027-01-22: kept on that day, purged once it has ended.
      c.t.clock.now = new Date('2027-01-22T21:00:00Z');
      expect(await c.t.app.purgeExpired()).toMatchObject({ insurerStandInPermits: 0 });
      c.t.clock.now = new Date('2027-01-27T00:00:00Z');
      expect(await c.t.app.purgeExpired()).toMatchObject({ insurerStandInPermits: 10 });
      expect(await c.database.db.select().from(devInsurerPermits)).toEqual([]);
    });
  });
});

describe.each(testDatabases)('the insurers’ checks without the feature lahitapiola-insurance-flow on $name', ({ open }) => {
  let emilia: number;
  const c = domainTestApp(open, {
    domains: [bookingServer],
    env: { FEATURES: '-lahitapiola-insurance-flow' },
    prepare: async (database) => {
      emilia = (await insertInsured(database)).emilia;
    },
  });
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());

  it('answers none of LähiTapiola’s calls, and Pohjola’s check still', async () => {
    const session = await sessionFor(c.t, emilia, null);
    for (const url of ['/api/insurance/lahitapiola-policy-check', '/api/insurance/lahitapiola-direct-compensation-permits/fi', '/api/insurance/lahitapiola-apply-permit?lang=fi&returnTo=/fi', `${PERMIT_RETURN_PATH}?returnTo=/fi`]) {
      expect((await call(c.t, 'GET', url, { session })).statusCode).toBe(404);
    }
    expect((await call(c.t, 'GET', '/api/insurance/pohjola-check/2026-12-01', { session })).statusCode).toBe(200);
  });
});
