import type { Database, DatabaseHandle, JobQueue } from '@portal/shared/db';
import { devMail, openJobQueue } from '@portal/shared/db';
import { databaseNow, eventually, queuedJobs, testDatabases } from '@portal/shared/db/testing';
import { buildServer } from '@portal/shared/server';
import type { TestApp } from '@portal/shared/server/testing';
import { createTestApp, hours, insertAppointment, insertCatalogue } from '@portal/shared/server/testing';
import { count } from 'drizzle-orm';
import { notificationsServer } from '../index';

const mailCount = async (db: Database) => (await db.select({ n: count() }).from(devMail))[0]?.n ?? 0;

let batch = 0;

/**
 * Reserved appointments and their confirmations' jobs, each written in one transaction as booking
 * does; `duplicates` of them get a second job, as a retried request could. The queue runs on the
 * database's clock, so the app's clock is set to it and the times are relative to it: the
 * reminders are planned days ahead and stay queued.
 */
async function reserveWithJobs(t: TestApp, database: DatabaseHandle, jobs: JobQueue, n: number, duplicates = 0): Promise<void> {
  const ids: number[] = [];
  batch++;
  for (let i = 0; i < n; i++) {
    ids.push(
      await insertAppointment(database, {
        startDate: new Date(t.clock.now.getTime() + hours(72 + i)),
        reservedByPatientId: t.personIds.adult,
        emailAddress: `patient${i}@example.fi`,
        language: 'fi',
        anonymousLinkId: `QueueTestLink${batch}x${String(i).padStart(9, '0')}`,
        payerType: 'self',
      }),
    );
  }
  for (const appointmentId of [...ids, ...ids.slice(0, duplicates)]) {
    await database.db.transaction((tx) => jobs.send(tx, 'notification', { about: 'appointment', appointmentId, kind: 'confirmation', sequence: 0, audience: 'signedIn' }));
  }
}

describe.each(testDatabases)('the notification queue worked by the app on $name', ({ name, open }) => {
  let t: TestApp;
  let writer: JobQueue;

  beforeAll(async () => {
    const database = await open();
    await insertCatalogue(database);
    t = await createTestApp({ database, domains: [notificationsServer], jobWorkers: true });
    t.clock.now = await databaseNow(database.db);
    writer = await openJobQueue(database.queueDatabase, { work: false, onError: (error) => { throw error; } });
  });
  afterAll(async () => {
    await writer.stop();
    await t.close();
  });

  it('sends a confirmation within seconds of its job, through the local SMTP server, and plans its reminder', async () => {
    await reserveWithJobs(t, t.database, writer, 1);
    await eventually(async () => (await mailCount(t.database.db)) === 1, 20_000);
    await eventually(async () => (await queuedJobs(t.database.db, 'notification')).some((job) => job.data.about === 'appointment' && job.data.kind === 'reminder' && job.state === 'created'), 10_000);
  });

  if (name === 'postgres') {
    it('two apps working one queue send 100 confirmations exactly once, however many jobs ask for them', async () => {
      // A second API process: its own server, queue workers and local SMTP server, on the same database.
      const second = await buildServer({ config: t.config, database: t.database, domains: [notificationsServer], testPersons: [], logging: false, now: () => t.clock.now, jobWorkers: true });
      await second.ready();
      try {
        await t.database.db.delete(devMail);
        await reserveWithJobs(t, t.database, writer, 100, 20);
        await eventually(async () => (await mailCount(t.database.db)) >= 100, 60_000);
        // Time for a duplicate to arrive, were one sent.
        await eventually(async () => (await queuedJobs(t.database.db, 'notification')).every((job) => (job.data.about === 'appointment' && job.data.kind === 'reminder') || job.state === 'completed'), 30_000);
        const rows = await t.database.db.select({ recipients: devMail.recipients }).from(devMail);
        expect(rows).toHaveLength(100);
        expect(new Set(rows.map((row) => row.recipients[0])).size).toBe(100);
      } finally {
        await second.close();
      }
    });
  }
});
