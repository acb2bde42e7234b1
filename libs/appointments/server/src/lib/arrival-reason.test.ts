import { ARRIVAL_REASON_PREFIX, PatientAppointmentListSchema } from '@portal/appointments/contracts';
import { appointments } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestSession } from '@portal/shared/server/testing';
import { appointmentTestApp, call, hours, insertAppointment, NOW, sessionFor } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { appointmentsServer } from '../index';

describe.each(testDatabases)('POST /api/appointments/{id}/arrival-reason on $name', ({ open }) => {
  const c = appointmentTestApp(open, [appointmentsServer]);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const own = (extra: Partial<typeof appointments.$inferInsert> = {}) =>
    insertAppointment(c.database, { startDate: new Date(NOW.getTime() + hours(5)), reservedByPatientId: c.t.personIds.adult, ...extra });
  const save = async (id: number, arrivalReason: unknown, session?: TestSession) =>
    call(c.t, 'POST', `/api/appointments/${id}/arrival-reason`, { session: session ?? (await sessionFor(c.t, c.t.personIds.adult)), body: { arrivalReason } });
  const stored = async (id: number) => (await c.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]?.arrivalReason;

  it('stores the text with the prefix once, however often it is saved, and gives it back without', async () => {
    const id = await own();
    const first = await save(id, '  Kurkkukipua  ');
    expect([first.statusCode, first.json()]).toEqual([200, { type: 'Success' }]);
    expect(await stored(id)).toBe(`${ARRIVAL_REASON_PREFIX}Kurkkukipua`);
    await save(id, 'Kurkkukipua ja kuumetta');
    await save(id, `${ARRIVAL_REASON_PREFIX}Kurkkukipua ja kuumetta`);
    expect(await stored(id)).toBe(`${ARRIVAL_REASON_PREFIX}Kurkkukipua ja kuumetta`);
    const list = v.parse(PatientAppointmentListSchema, (await call(c.t, 'GET', `/api/patient-appointments/${id}`, { session: await sessionFor(c.t, c.t.personIds.adult) })).json());
    expect(list.appointments[0]?.arrivalReason).toBe('Kurkkukipua ja kuumetta');
  });

  it('takes 300 characters and rejects 301 with ValidationError details', async () => {
    const id = await own();
    expect((await save(id, 'a'.repeat(300))).statusCode).toBe(200);
    const tooLong = await save(id, 'b'.repeat(301));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ type: 'ValidationError', details: [{ path: 'arrivalReason', message: expect.any(String) }] });
    expect(await stored(id)).toBe(`${ARRIVAL_REASON_PREFIX}${'a'.repeat(300)}`);
  });

  it('rejects an empty text and a missing field', async () => {
    const id = await own();
    expect((await save(id, '   ')).statusCode).toBe(400);
    expect((await save(id, undefined)).statusCode).toBe(400);
  });

  it('refuses a remote appointment with a validation error', async () => {
    const id = await own({ isRemote: true, locationType: 'RemoteAppointment', clinicId: 'RMT', selfCheckInAvailability: 'statusNotAvailable' });
    const response = await save(id, 'Kurkkukipua');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'ValidationError', details: [{ path: 'arrivalReason' }] });
    expect(await stored(id)).toBeNull();
  });

  it('never writes on another person’s appointment: 404', async () => {
    const id = await insertAppointment(c.database, { startDate: new Date(NOW.getTime() + hours(5)), reservedByPatientId: c.t.personIds.guardian });
    const response = await save(id, 'Kurkkukipua');
    expect([response.statusCode, response.json()]).toEqual([404, { type: 'NotFound' }]);
    expect(await stored(id)).toBeNull();
  });

  it('lets a guardian acting for a child write the child’s', async () => {
    const { guardian, child8 } = c.t.personIds;
    const id = await insertAppointment(c.database, { startDate: new Date(NOW.getTime() + hours(5)), reservedByPatientId: child8, organisationId: 'children' });
    expect((await save(id, 'Korvakipua', await sessionFor(c.t, guardian, child8))).statusCode).toBe(200);
  });

  it('needs the csrf token (403) and a session (401)', async () => {
    const id = await own();
    const session = await sessionFor(c.t, c.t.personIds.adult);
    const noCsrf = await call(c.t, 'POST', `/api/appointments/${id}/arrival-reason`, { session, csrf: false, body: { arrivalReason: 'x' } });
    expect(noCsrf.statusCode).toBe(403);
    expect((await call(c.t, 'POST', `/api/appointments/${id}/arrival-reason`, { body: { arrivalReason: 'x' } })).statusCode).toBe(401);
    expect(await stored(id)).toBeNull();
  });
});
