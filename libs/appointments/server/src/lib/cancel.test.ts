import { CancelAppointmentResultSchema } from '@portal/appointments/contracts';
import { appointments, openJobQueue } from '@portal/shared/db';
import { queuedJobs, testDatabases } from '@portal/shared/db/testing';
import {
  appointmentTestApp,
  call,
  hours,
  insertAppointment,
  minutes,
  NOW,
  sessionFor,
  testConfig,
} from '@portal/shared/server/testing';
import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { appointmentsServer } from '../index';
import { cancelAppointment } from './cancel';

describe.each(testDatabases)('DELETE /api/appointments/{id} on $name', ({ open }) => {
  const c = appointmentTestApp(open, [appointmentsServer]);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const own = (startDate: Date, extra: Partial<typeof appointments.$inferInsert> = {}) =>
    insertAppointment(c.database, { startDate, reservedByPatientId: c.t.personIds.adult, ...extra });
  const cancel = async (id: number, personId = c.t.personIds.adult, actingFor: number | null = null) => {
    const response = await call(c.t, 'DELETE', `/api/appointments/${id}`, { session: await sessionFor(c.t, personId, actingFor) });
    expect(response.statusCode).toBe(200);
    return v.parse(CancelAppointmentResultSchema, response.json());
  };
  const stored = async (id: number) => (await c.database.db.select().from(appointments).where(eq(appointments.id, id)))[0];

  it('cancels exactly at the deadline, marking that the patient cancelled', async () => {
    const id = await own(new Date(NOW.getTime() + hours(24)));
    expect(await cancel(id)).toEqual({ type: 'success' });
    expect(await stored(id)).toMatchObject({ cancelledAt: NOW, hasAppointeeCanceled: true });
  });

  it('writes the cancellation notice with the calendar entry’s next sequence, once, and none for a refused cancel', async () => {
    const id = await own(new Date(NOW.getTime() + hours(48)));
    const late = await own(new Date(NOW.getTime() + hours(2)));
    expect(await cancel(id)).toEqual({ type: 'success' });
    expect(await cancel(id)).toEqual({ type: 'appointmentNotFound' });
    expect((await cancel(late)).type).toBe('deadlineExceeded');
    expect(await stored(id)).toMatchObject({ calendarSequence: 1 });
    expect((await queuedJobs(c.database.db, 'notification')).map((job) => job.data)).toEqual([
      { about: 'appointment', appointmentId: id, kind: 'cancellation', sequence: 1, audience: 'signedIn' },
    ]);
  });

  it('offers the time again: a free copy, and the job that offers it first to those waiting for an earlier time; a refused cancel offers nothing', async () => {
    const start = new Date(NOW.getTime() + hours(48));
    const id = await own(start, { clinicId: 'HIT', durationMinutes: 40 });
    const late = await own(new Date(NOW.getTime() + hours(2)));
    expect(await cancel(id)).toEqual({ type: 'success' });
    expect((await cancel(late)).type).toBe('deadlineExceeded');
    const copies = await c.database.db.select().from(appointments).where(and(eq(appointments.startDate, start), isNull(appointments.reservedByPatientId)));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ clinicId: 'HIT', durationMinutes: 40, cancelledAt: null, reservedAt: null });
    expect((await queuedJobs(c.database.db, 'earlier-time')).map((job) => job.data)).toEqual([{ appointmentId: copies[0]?.id }]);
  });

  it('answers a retry with the same idempotency key with the first answer, where a new call finds nothing to cancel', async () => {
    const id = await own(new Date(NOW.getTime() + hours(48)));
    const session = await sessionFor(c.t, c.t.personIds.adult);
    const attempt = (idempotencyKey?: string) => call(c.t, 'DELETE', `/api/appointments/${id}`, { session, ...(idempotencyKey ? { idempotencyKey } : {}) });
    expect((await attempt('cancel-retry-0123456789abc')).json()).toEqual({ type: 'success' });
    expect((await attempt('cancel-retry-0123456789abc')).json()).toEqual({ type: 'success' });
    expect((await attempt()).json()).toEqual({ type: 'appointmentNotFound' });
  });

  it('answers deadlineExceeded with the hours a minute inside the deadline, and changes nothing', async () => {
    const id = await own(new Date(NOW.getTime() + hours(24) - minutes(1)));
    expect(await cancel(id)).toEqual({ type: 'deadlineExceeded', cancellationHours: 24 });
    expect(await stored(id)).toMatchObject({ cancelledAt: null, hasAppointeeCanceled: false });
  });

  it('answers appointmentNotFound for an already cancelled one and for one that does not exist', async () => {
    const id = await own(new Date(NOW.getTime() + hours(48)), { cancelledAt: new Date(NOW.getTime() - hours(1)) });
    expect(await cancel(id)).toEqual({ type: 'appointmentNotFound' });
    expect(await cancel(999_999)).toEqual({ type: 'appointmentNotFound' });
  });

  it('answers unknownError for a checked-in one', async () => {
    const id = await own(new Date(NOW.getTime() + hours(48)), { checkedInAt: NOW });
    expect(await cancel(id)).toEqual({ type: 'unknownError' });
  });

  it('never cancels another person’s appointment, and says not found', async () => {
    const id = await insertAppointment(c.database, { startDate: new Date(NOW.getTime() + hours(48)), reservedByPatientId: c.t.personIds.guardian });
    expect(await cancel(id)).toEqual({ type: 'appointmentNotFound' });
    expect(await stored(id)).toMatchObject({ cancelledAt: null });
  });

  it('lets a guardian acting for a child cancel the child’s appointment', async () => {
    const { guardian, child8 } = c.t.personIds;
    const id = await insertAppointment(c.database, { startDate: new Date(NOW.getTime() + hours(48)), reservedByPatientId: child8, organisationId: 'children' });
    expect(await cancel(id, guardian)).toEqual({ type: 'appointmentNotFound' });
    expect(await cancel(id, guardian, child8)).toEqual({ type: 'success' });
  });

  it('needs the csrf token (403) and a session (401)', async () => {
    const id = await own(new Date(NOW.getTime() + hours(48)));
    const session = await sessionFor(c.t, c.t.personIds.adult);
    const noCsrf = await call(c.t, 'DELETE', `/api/appointments/${id}`, { session, csrf: false });
    expect([noCsrf.statusCode, noCsrf.json()]).toEqual([403, { type: 'Forbidden', reason: 'csrf' }]);
    expect((await call(c.t, 'DELETE', `/api/appointments/${id}`)).statusCode).toBe(401);
    expect(await stored(id)).toMatchObject({ cancelledAt: null });
  });

  it('takes the cancellation hours of the appointment’s organisation from the configuration', async () => {
    const config = testConfig({ CANCELLATION_HOURS: 'children=2' });
    const { child8 } = c.t.personIds;
    const children = await insertAppointment(c.database, { startDate: new Date(NOW.getTime() + hours(3)), reservedByPatientId: child8, organisationId: 'children' });
    const general = await insertAppointment(c.database, { startDate: new Date(NOW.getTime() + hours(3)), reservedByPatientId: child8 });
    const jobs = await openJobQueue(c.database.queueDatabase, { work: false, onError: (error) => { throw error; } });
    try {
      expect(await cancelAppointment(c.database.db, config, child8, general, NOW, jobs)).toEqual({ type: 'deadlineExceeded', cancellationHours: 24 });
      expect(await cancelAppointment(c.database.db, config, child8, children, NOW, jobs)).toEqual({ type: 'success' });
    } finally {
      await jobs.stop();
    }
  });
});
