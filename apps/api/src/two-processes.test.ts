import { bookingServer } from '@portal/booking/server';
import { ReservationResponseSchema } from '@portal/booking/contracts';
import { notificationsServer } from '@portal/notifications/server';
import { devMail, patients, persons } from '@portal/shared/db';
import { databaseNow, eventually, queuedJobs, serverDatabases } from '@portal/shared/db/testing';
import { buildServer } from '@portal/shared/server';
import type { TestApp } from '@portal/shared/server/testing';
import { call, createTestApp, hours, insertCatalogue, insertFreeSlot, sessionFor } from '@portal/shared/server/testing';
import { identityCodeCheckCharacter } from '@portal/shared/util';
import { count } from 'drizzle-orm';
import * as v from 'valibot';

const PATIENTS = 10;
/** Each patient books this many: MAX_FUTURE_RESERVATIONS, so 100 in all. */
const EACH = 10;

/**
 * Two API processes on one PostgreSQL database, each working the notification queue (issue 43):
 * 100 reservations made through both give exactly 100 confirmations, each to its own address.
 */
describe.each(serverDatabases)('bookings through two API processes on $name', ({ open }) => {
  let first: TestApp;
  let second: TestApp;
  let patientIds: number[] = [];

  beforeAll(async () => {
    const database = await open();
    await insertCatalogue(database);
    first = await createTestApp({ database, domains: [bookingServer, notificationsServer], jobWorkers: true });
    first.clock.now = await databaseNow(database.db);
    const app = await buildServer({ config: first.config, database, domains: [bookingServer, notificationsServer], testPersons: [], logging: false, now: () => first.clock.now, jobWorkers: true });
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
