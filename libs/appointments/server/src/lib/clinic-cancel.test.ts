import { appointments, openJobQueue } from '@portal/shared/db';
import type { JobQueue } from '@portal/shared/db';
import { clearQueuedJobs, queuedJobs, testDatabases } from '@portal/shared/db/testing';
import { appointmentTestApp, hours, insertAppointment, NOW, testOrigin } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import { helsinkiDateString, helsinkiInstant } from '@portal/shared/util';
import { appointmentsServer } from '../index';
import { cancelByClinic } from './clinic-cancel';

describe.each(testDatabases)('a cancellation by the clinic on $name', ({ open }) => {
  const c = appointmentTestApp(open, [appointmentsServer]);
  let jobs: JobQueue;
  beforeAll(async () => {
    await c.setUp();
    jobs = await openJobQueue(c.database.queueDatabase, { work: false, onError: (error) => { throw error; } });
  });
  afterAll(async () => {
    await jobs.stop();
    await c.tearDown();
  });
  beforeEach(async () => {
    await c.reset();
    await clearQueuedJobs(c.database.db);
  });

  const reserved = (startDate: Date, extra: Partial<typeof appointments.$inferInsert> = {}) =>
    insertAppointment(c.database, { startDate, reservedByPatientId: c.t.personIds.adult, ...extra });
  const stored = async (id: number) => (await c.database.db.select().from(appointments).where(eq(appointments.id, id)))[0];
  const notices = async () => (await queuedJobs(c.database.db, 'notification')).map((job) => job.data);

  it('cancels a reserved time inside the patient’s window too, marks the clinic as the canceller and writes the notice once', async () => {
    const id = await reserved(new Date(NOW.getTime() + hours(2)), { calendarSequence: 1 });
    expect(await cancelByClinic(c.database.db, jobs, id, NOW)).toBe('cancelled');
    expect(await stored(id)).toMatchObject({ cancelledAt: NOW, hasAppointeeCanceled: false, calendarSequence: 2 });
    expect(await cancelByClinic(c.database.db, jobs, id, NOW)).toBe('alreadyCancelled');
    expect(await notices()).toEqual([{ about: 'appointment', appointmentId: id, kind: 'cancellation', sequence: 2, audience: 'signedIn' }]);
  });

  it('leads an anonymous booking’s notice to its anonymous link', async () => {
    const id = await reserved(new Date(NOW.getTime() + hours(48)), { bookingSmsAllowed: false });
    expect(await cancelByClinic(c.database.db, jobs, id, NOW)).toBe('cancelled');
    expect(await notices()).toEqual([expect.objectContaining({ appointmentId: id, audience: 'anonymous' })]);
  });

  it('leaves alone a free time, a checked-in visit and one that has started, and says why', async () => {
    const free = await insertAppointment(c.database, { startDate: new Date(NOW.getTime() + hours(48)) });
    const checkedIn = await reserved(new Date(NOW.getTime() + hours(0.25)), { checkedInAt: NOW });
    const started = await reserved(new Date(NOW.getTime() - hours(0.1)));
    expect(await cancelByClinic(c.database.db, jobs, free, NOW)).toBe('notFound');
    expect(await cancelByClinic(c.database.db, jobs, 999_999, NOW)).toBe('notFound');
    expect(await cancelByClinic(c.database.db, jobs, checkedIn, NOW)).toBe('checkedIn');
    expect(await cancelByClinic(c.database.db, jobs, started, NOW)).toBe('started');
    for (const id of [free, checkedIn, started]) expect((await stored(id))?.cancelledAt).toBeNull();
    expect(await notices()).toEqual([]);
  });

  describe('the development clinic page', () => {
    const post = (url: string, origin: string | null = testOrigin) =>
      c.t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin === null ? {} : { origin }) }, payload: '' });

    it('lists the reserved times to come with a cancel button each, and cancels one from our own origin only', async () => {
      const id = await reserved(new Date(NOW.getTime() + hours(26)));
      await reserved(new Date(NOW.getTime() + hours(24 * 40)));
      const list = await c.t.app.inject({ method: 'GET', url: '/dev-clinic' });
      expect([list.statusCode, list.headers['cache-control']]).toEqual([200, 'no-store']);
      expect(list.body).toContain('Maija Testinen');
      expect(list.body.match(/action="\/dev-clinic\/cancel\/\d+"/g)).toEqual([`action="/dev-clinic/cancel/${id}"`]);

      for (const origin of [null, 'https://evil.example']) {
        const refused = await post(`/dev-clinic/cancel/${id}`, origin);
        expect([refused.statusCode, refused.json()]).toEqual([403, { type: 'Forbidden', reason: 'origin' }]);
      }
      expect((await stored(id))?.cancelledAt).toBeNull();

      const done = await post(`/dev-clinic/cancel/${id}`);
      expect([done.statusCode, done.headers.location]).toEqual([303, '/dev-clinic?outcome=cancelled']);
      expect((await c.t.app.inject({ method: 'GET', url: '/dev-clinic?outcome=cancelled' })).body).toContain('The patient is sent the cancellation notice');
      expect(await stored(id)).toMatchObject({ cancelledAt: NOW, hasAppointeeCanceled: false });
      expect((await post('/dev-clinic/cancel/abc')).statusCode).toBe(400);
    });

    it('adds a free time like an existing one at another start, from our own origin only, with the job that offers it', async () => {
      const like = await reserved(new Date(NOW.getTime() + hours(26)));
      const day = helsinkiDateString(new Date(NOW.getTime() + hours(24 * 5)));
      const form = (payload: string, origin: string | null = testOrigin) =>
        c.t.app.inject({ method: 'POST', url: '/dev-clinic/add', headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin === null ? {} : { origin }) }, payload });
      expect((await form(`likeId=${like}&day=${day}&time=09:30`, 'https://evil.example')).statusCode).toBe(403);
      expect((await form(`likeId=${like}&day=2020-01-01&time=09:30`)).statusCode).toBe(400);
      expect((await form(`likeId=999999&day=${day}&time=09:30`)).statusCode).toBe(404);
      const done = await form(`likeId=${like}&day=${day}&time=09:30`);
      expect(done.statusCode).toBe(303);
      const id = Number(/added=(\d+)$/.exec(done.headers.location ?? '')?.[1]);
      const original = await stored(like);
      expect(await stored(id)).toMatchObject({
        startDate: helsinkiInstant(day, '09:30'),
        practitionerId: original?.practitionerId,
        clinicId: original?.clinicId,
        kindId: original?.kindId,
        reservedByPatientId: null,
        cancelledAt: null,
      });
      expect((await queuedJobs(c.database.db, 'earlier-time')).map((job) => job.data)).toEqual([{ appointmentId: id }]);
      expect((await c.t.app.inject({ method: 'GET', url: done.headers.location ?? '' })).body).toContain(`Time ${id} added.`);
    });
  });
});
