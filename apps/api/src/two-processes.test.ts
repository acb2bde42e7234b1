import { bookingServer } from '@portal/booking/server';
import { ReservationResponseSchema } from '@portal/booking/contracts';
import { notificationsServer } from '@portal/notifications/server';
import { devMail, openJobQueue, patients, persons, rateLimitCounters } from '@portal/shared/db';
import { databaseNow, eventually, queuedJobs, serverDatabases } from '@portal/shared/db/testing';
import { buildServer } from '@portal/shared/server';
import type { TestApp } from '@portal/shared/server/testing';
import { call, createTestApp, fixturePersons, hours, insertCatalogue, insertFreeSlot, locationOf, sessionFor, signIn, TestBrowser } from '@portal/shared/server/testing';
import { SessionResponseSchema } from '@portal/shared/contracts';
import { identityCodeCheckCharacter } from '@portal/shared/util';
import { count, sql } from 'drizzle-orm';
import * as v from 'valibot';

const PATIENTS = 10;
/** Each patient books this many: MAX_FUTURE_RESERVATIONS, so 100 in all. */
const EACH = 10;

/**
 * Two API processes on one PostgreSQL database (issues 43 and 46): a sign-in walked through both
 * in turn, a session and the limits on guessing shared; each works the notification queue, and
 * 100 reservations made through both give exactly 100 confirmations, each to its own address.
 */
describe.each(serverDatabases)('bookings through two API processes on $name', ({ open }) => {
  let first: TestApp;
  let second: TestApp;
  let patientIds: number[] = [];

  beforeAll(async () => {
    const database = await open();
    await insertCatalogue(database);
    first = await createTestApp({ database, domains: [bookingServer, notificationsServer], jobWorkers: true, purgeSchedule: true });
    first.clock.now = await databaseNow(database.db);
    const app = await buildServer({ config: first.config, database, domains: [bookingServer, notificationsServer], testPersons: [], logging: false, now: () => first.clock.now, jobWorkers: true, purgeSchedule: true });
    await app.ready();
    second = { ...first, app, close: () => app.close() };
    const people = Array.from({ length: PATIENTS }, (_, n) => {
      const nine = `020290${950 + n}`;
      return { ssn: `020290-${950 + n}${identityCodeCheckCharacter(nine)}`, firstName: 'Kaksi', lastName: `Prosessia${n}`, birthDate: '1990-02-02' };
    });
    patientIds = (await database.db.insert(persons).values(people).returning({ id: persons.id })).map((row) => row.id);
    await database.db.insert(patients).values(patientIds.map((personId) => ({ personId, healthCareType: 'private' as const, patientDataConsentFormUpdated: first.clock.now })));
  });
  afterAll(async () => {
    await second.close();
    await first.close();
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
});
