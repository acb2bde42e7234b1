import { KelaCardInitUploadResponseSchema, KelaCardSchema } from '@portal/account/contracts';
import { accountServer } from '@portal/account/server';
import { bookingServer } from '@portal/booking/server';
import { LahiTapiolaPermitsResponseSchema, ReservationResponseSchema } from '@portal/booking/contracts';
import { InvoiceSummaryResponseSchema, PaymentCreatedSchema, PaymentResultSchema } from '@portal/invoices/contracts';
import { invoicesServer } from '@portal/invoices/server';
import { insertInvoice } from '@portal/invoices/server/testing';
import { notificationsServer } from '@portal/notifications/server';
import { devMail, openJobQueue, patients, payments, persons, rateLimitCounters } from '@portal/shared/db';
import { databaseNow, eventually, queuedJobs, serverDatabases } from '@portal/shared/db/testing';
import { buildServer } from '@portal/shared/server';
import type { TestApp } from '@portal/shared/server/testing';
import { call, createTestApp, fixturePersons, hours, insertCatalogue, insertFreeSlot, jpegBytes, locationOf, pngBytes, putUpload, sessionFor, signIn, TestBrowser } from '@portal/shared/server/testing';
import { SessionResponseSchema } from '@portal/shared/contracts';
import { addCalendarDays, helsinkiDateString, identityCodeCheckCharacter } from '@portal/shared/util';
import { count, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';

const PATIENTS = 10;
/** Each patient books this many: MAX_FUTURE_RESERVATIONS, so 100 in all. */
const EACH = 10;
const domains = [bookingServer, notificationsServer, accountServer, invoicesServer];
/** A demo person the development insurer knows: a LähiTapiola policy, no permits (README "Test persons"). */
const mikko = { ssn: '020979-913C', firstName: 'Mikko', lastName: 'Korhonen', birthDate: '1979-09-02' };

/**
 * Two API processes on one PostgreSQL database (issues 43 and 46): a sign-in walked through both
 * in turn, a session and the limits on guessing shared; each works the notification queue, and
 * 100 reservations made through both give exactly 100 confirmations, each to its own address. An
 * upload, a payment and an insurer's permit each complete with their steps split between the two.
 */
describe.each(serverDatabases)('bookings through two API processes on $name', ({ open }) => {
  let first: TestApp;
  let second: TestApp;
  let patientIds: number[] = [];
  let mikkoId: number;
  let storageDir: string;

  beforeAll(async () => {
    const database = await open();
    await insertCatalogue(database);
    // Two processes on one machine with one STORAGE_DIR (and one signing secret) share the local
    // store's folder; several machines share S3, which production requires (storage-config.ts).
    storageDir = await mkdtemp(path.join(tmpdir(), 'portal-storage-two-processes-'));
    const env = { STORAGE_DIR: storageDir, STORAGE_SIGNING_SECRET: randomBytes(32).toString('base64url') };
    first = await createTestApp({ database, env, domains, jobWorkers: true, purgeSchedule: true });
    first.clock.now = await databaseNow(database.db);
    const app = await buildServer({ config: first.config, database, domains, testPersons: [], logging: false, now: () => first.clock.now, jobWorkers: true, purgeSchedule: true });
    await app.ready();
    second = { ...first, app, close: () => app.close() };
    const people = Array.from({ length: PATIENTS }, (_, n) => {
      const nine = `020290${950 + n}`;
      return { ssn: `020290-${950 + n}${identityCodeCheckCharacter(nine)}`, firstName: 'Kaksi', lastName: `Prosessia${n}`, birthDate: '1990-02-02' };
    });
    patientIds = (await database.db.insert(persons).values(people).returning({ id: persons.id })).map((row) => row.id);
    await database.db.insert(patients).values(patientIds.map((personId) => ({ personId, healthCareType: 'private' as const, patientDataConsentFormUpdated: first.clock.now })));
    const [insured] = await database.db.insert(persons).values(mikko).returning({ id: persons.id });
    if (!insured) throw new Error('insert failed');
    mikkoId = insured.id;
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('signs a person in with every step on the other process than the one before, and the session works on both', async () => {
    // The identity provider's interaction cookies and signing key are shared through the database:
    // with a key of each process's own, the login form posted to the other process was refused.
    const browser = new TestBrowser([first.app, second.app]);
    const callback = await signIn(browser, { ...fixturePersons.adult, next: '/en/appointments' });
    expect([callback.statusCode, locationOf(callback)]).toEqual([302, '/en/appointments']);
    for (let i = 0; i < 2; i++) {
      const session = await browser.request('GET', '/api/session?lang=en');
      expect(v.parse(SessionResponseSchema, session.json())).toMatchObject({ isSessionValid: true, user: { firstName: 'Maija' } });
    }
  });

  it('counts a limit on guessing over both processes', async () => {
    // The anonymous reservation's per-address limit (10 in 15 minutes), from one client address.
    const answers = [];
    for (let i = 0; i < 11; i++) {
      const through = i % 2 === 0 ? first : second;
      answers.push((await through.app.inject({ method: 'POST', url: '/api/anon/reserve-appointment', headers: { origin: first.config.publicOrigin, 'content-type': 'application/json' }, payload: '{}', remoteAddress: '203.0.113.9' })).statusCode);
    }
    expect(answers.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('keeps one purge schedule over both processes, and runs a purge job on one of them', async () => {
    const { db } = first.database;
    const result = await db.execute(sql`select name, cron from pgboss.schedule where name = 'purge'`);
    const schedules = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    expect(schedules).toEqual([{ name: 'purge', cron: '*/10 * * * *' }]);
    // A counter whose windows ended long ago, and the purge's job as the schedule would send it.
    const long = new Date(first.clock.now.getTime() - 86_400_000);
    await db.insert(rateLimitCounters).values({ keyHash: 'purged-by-the-queue', windowStart: long, count: 1, expiresAt: long });
    const writer = await openJobQueue(first.database.queueDatabase, { work: false, onError: (error) => { throw error; } });
    try {
      await writer.send(db, 'purge', {});
    } finally {
      await writer.stop();
    }
    // Completed, by one process (each job goes to one worker). A tick of the schedule during the
    // test would add a job of its own, so the count is not asserted.
    await eventually(async () => (await queuedJobs(db, 'purge')).every((job) => job.state === 'completed'), 30_000);
    expect((await queuedJobs(db, 'purge')).length).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(rateLimitCounters).where(sql`${rateLimitCounters.keyHash} = 'purged-by-the-queue'`)).toEqual([]);
  });

  it('gives 100 reservations made through either process exactly 100 confirmations', async () => {
    const { database } = first;
    const reservations = [];
    for (const [p, patientId] of patientIds.entries()) {
      const session = await sessionFor(first, patientId);
      for (let k = 0; k < EACH; k++) {
        const slot = await insertFreeSlot(database, { startDate: new Date(first.clock.now.getTime() + hours(72 + p * EACH + k)) });
        reservations.push({ through: (p * EACH + k) % 2 === 0 ? first : second, session, body: { internalOrganization: 'general', appointmentId: slot, emailAddress: `patient${p}.${k}@example.fi`, phone: '0401234567' } });
      }
    }
    // Ten at a time: the proof is about the queue, not about load shedding.
    for (let i = 0; i < reservations.length; i += 10) {
      const answers = await Promise.all(reservations.slice(i, i + 10).map((r) => call(r.through, 'POST', '/api/reserve-appointment', { session: r.session, body: r.body })));
      for (const answer of answers) expect(v.parse(ReservationResponseSchema, answer.json()).type).toBe('success');
    }
    const mails = async () => (await database.db.select({ n: count() }).from(devMail))[0]?.n ?? 0;
    await eventually(async () => (await mails()) >= 100, 60_000);
    // Every confirmation's job done (a duplicate would have been sent by now); only the reminders wait.
    await eventually(async () => (await queuedJobs(database.db, 'notification')).every((job) => (job.data.about === 'appointment' && job.data.kind === 'reminder') || job.state === 'completed'), 30_000);
    const rows = await database.db.select({ recipients: devMail.recipients }).from(devMail);
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((row) => row.recipients.join(','))).size).toBe(100);
  });

  it('takes a Kela card photo whose upload URLs one process gave and whose bytes the other received (the local store of one STORAGE_DIR)', async () => {
    const session = await sessionFor(first, first.personIds.adult);
    const init = await call(first, 'POST', '/api/kela-card/init-upload', { session, body: { mimetypes: { front: 'image/jpeg', back: 'image/png' } } });
    expect(init.statusCode).toBe(200);
    const started = v.parse(KelaCardInitUploadResponseSchema, init.json());
    const front = jpegBytes(3000);
    const back = pngBytes(2000);
    expect((await putUpload(second, started.front.url, front)).statusCode).toBe(200);
    expect((await putUpload(second, started.back.url, back)).statusCode).toBe(200);

    // The first reads the bytes the second wrote to check their type, then serves them; so does the second.
    const finished = await call(first, 'POST', '/api/kela-card/finish-upload', { session, body: { token: started.token } });
    expect([finished.statusCode, finished.json()]).toEqual([200, { success: true }]);
    const card = v.parse(KelaCardSchema, (await call(first, 'GET', `/api/kela-card?csrfToken=${session.csrfToken}`, { session })).json());
    for (const [url, bytes, type] of [
      [card.imageUrl.front, front, 'image/jpeg'],
      [card.imageUrl.back, back, 'image/png'],
    ] as const) {
      for (const through of [first, second]) {
        const image = await call(through, 'GET', url ?? '', { session });
        expect([image.statusCode, image.headers['content-type'], image.rawPayload]).toEqual([200, type, bytes]);
      }
    }
  });

  it('pays an invoice through the Paytrail stand-in: the payment made on one process, its pages, callback and return on the other', async () => {
    const { db } = first.database;
    const patientId = first.personIds.adult;
    await db.update(patients).set({ email: 'maija.testinen@example.com' }).where(eq(patients.personId, patientId));
    const today = helsinkiDateString(first.clock.now);
    // The fixture's invoice (two rows, 103.90 EUR) with its dates on this test's clock.
    const invoice = await insertInvoice(first.database, patientId, {
      creationDate: addCalendarDays(today, -1),
      dueDate: addCalendarDays(today, 13),
      payableOnlineUntil: new Date(first.clock.now.getTime() + 4 * 86_400_000),
    });
    const session = await sessionFor(first, patientId);

    const created = await call(first, 'POST', '/api/payments/', { session, body: { invoiceNumber: invoice.invoiceNumber, language: 'EN' } });
    const provider = v.parse(PaymentCreatedSchema, created.json()).providers.find((candidate) => candidate.id === 'nordea');
    if (!provider) throw new Error('the stand-in offers no Nordea');

    // The stand-in keeps no state: the other process shows the provider's page and takes the payer's ok.
    const form = Object.fromEntries(provider.parameters.map((parameter) => [parameter.name, parameter.value]));
    const formPost = (url: string, fields: Record<string, string>) =>
      second.app.inject({ method: 'POST', url, payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await formPost(new URL(provider.url).pathname, form)).statusCode).toBe(200);
    const completed = await formPost(`${new URL(provider.url).pathname}/complete`, { ...form, status: 'ok' });
    expect(completed.statusCode).toBe(303);
    const redirect = new URL(String(completed.headers.location));
    expect(redirect.pathname).toBe(`/en/payment/${invoice.id}`);
    const result = await call(second, 'POST', '/api/payments/result', { session, body: Object.fromEntries(redirect.searchParams) });
    expect(v.parse(PaymentResultSchema, result.json())).toMatchObject({ status: 'ok' });

    const summary = await call(first, 'GET', `/api/invoices/invoice-summary?invoiceId=${invoice.id}&lang=en`, { session });
    expect(v.parse(InvoiceSummaryResponseSchema, summary.json()).data.invoice).toMatchObject({ status: 'paid', paidDate: today });
    expect((await db.select({ status: payments.status }).from(payments).where(eq(payments.invoiceId, invoice.id))).map((payment) => payment.status)).toEqual(['ok']);
  });

  it('finds a LähiTapiola permit applied for through one process and granted on the insurer’s page through the other', async () => {
    const session = await sessionFor(first, mikkoId);
    const returnTo = '/fi/ajanvaraus/vakuutus/vapaat-ajat/123?clinic=HKA';
    const apply = await call(first, 'GET', `/api/insurance/lahitapiola-apply-permit?lang=fi&returnTo=${encodeURIComponent(returnTo)}`, { session });
    expect(apply.statusCode).toBe(200);
    const applicationPage = new URL((apply.json() as { redirectUrl: string }).redirectUrl);

    const page = await second.app.inject({ method: 'GET', url: `${applicationPage.pathname}${applicationPage.search}` });
    expect([page.statusCode, page.body.includes('Hae ja myönnä sitoumus')]).toEqual([200, true]);
    const decided = await second.app.inject({ method: 'POST', url: `${applicationPage.pathname}${applicationPage.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'symptom=1&outcome=allow' });
    expect(decided.statusCode).toBe(303);
    const back = new URL(String(decided.headers.location));
    const returned = await call(first, 'GET', `${back.pathname}${back.search}`);
    expect([returned.statusCode, returned.headers.location]).toEqual([303, `${returnTo}&lahitapiola=directcompensationallowed`]);

    // The permit the second process granted, in the first's search (and the second's).
    const validTo = addCalendarDays(helsinkiDateString(first.clock.now), 60);
    for (const through of [first, second]) {
      const permits = await call(through, 'GET', '/api/insurance/lahitapiola-direct-compensation-permits/fi', { session });
      expect(v.parse(LahiTapiolaPermitsResponseSchema, permits.json())).toEqual({ type: 'ok', directCompensationPermits: [{ symptom: 'Selkäkipu', bodyPart: 'Alaselkä', validTo, contentHash: expect.any(String) }] });
    }
  });
});
