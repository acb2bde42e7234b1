import { CheckInResultSchema } from '@portal/appointments/contracts';
import { appointments, patients, persons } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { appointmentTestApp, call, insertAppointment, minutes, NOW, sessionFor } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { appointmentsServer } from '../index';

describe.each(testDatabases)('POST /api/appointments/check-in/{id} on $name', ({ open }) => {
  const c = appointmentTestApp(open, [appointmentsServer]);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  /** An appointment of the adult that starts `inMinutes` from NOW. */
  const own = (inMinutes: number, extra: Partial<typeof appointments.$inferInsert> = {}) =>
    insertAppointment(c.database, { startDate: new Date(NOW.getTime() + minutes(inMinutes)), reservedByPatientId: c.t.personIds.adult, ...extra });
  const checkIn = async (id: number, personId = c.t.personIds.adult, actingFor: number | null = null) => {
    const response = await call(c.t, 'POST', `/api/appointments/check-in/${id}`, { session: await sessionFor(c.t, personId, actingFor) });
    return { status: response.statusCode, body: response.statusCode === 200 ? v.parse(CheckInResultSchema, response.json()) : response.json() };
  };
  const consentOfAdult = async (updated: Date | null, birthDate: string) => {
    await c.database.db.update(patients).set({ patientDataConsentFormUpdated: updated }).where(eq(patients.personId, c.t.personIds.adult));
    await c.database.db.update(persons).set({ birthDate }).where(eq(persons.id, c.t.personIds.adult));
  };

  it('answers TooEarly 31 minutes before the start', async () => {
    expect(await checkIn(await own(31))).toEqual({ status: 200, body: { type: 'TooEarly' } });
  });

  it('checks in 29 minutes before the start and gives the room; a second time is AlreadyCheckedIn', async () => {
    const id = await own(29);
    expect(await checkIn(id)).toEqual({ status: 200, body: { type: 'Success', room: { location: '2. krs, huone 214' } } });
    const [row] = await c.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.checkedInAt).toEqual(NOW);
    expect(await checkIn(id)).toEqual({ status: 200, body: { type: 'AlreadyCheckedIn' } });
  });

  it('gives a null room location (see reception) when the clinic has none', async () => {
    expect(await checkIn(await own(10, { roomLocation: null }))).toEqual({ status: 200, body: { type: 'Success', room: { location: null } } });
  });

  it('answers CheckInOnlyAtReception where the clinic allows no self check-in', async () => {
    expect((await checkIn(await own(10, { selfCheckInAvailability: 'onlyAtReception' }))).body).toEqual({ type: 'CheckInOnlyAtReception' });
  });

  it.each([
    ['a remote appointment', 10, { selfCheckInAvailability: 'statusNotAvailable', isRemote: true }],
    ['an appointment that has ended', -20, {}],
    ['a cancelled appointment', 10, { cancelledAt: new Date(NOW.getTime() - minutes(60)) }],
  ] as const)('answers Failure for %s', async (_what, inMinutes, extra) => {
    expect((await checkIn(await own(inMinutes, extra))).body).toEqual({ type: 'Failure' });
  });

  afterEach(() => consentOfAdult(null, '1985-05-15'));

  it('answers ConfidentialityFormNotFilled when the patient has no consent on record', async () => {
    await consentOfAdult(null, '1985-05-15');
    const id = await own(10);
    expect((await checkIn(id)).body).toEqual({ type: 'ConfidentialityFormNotFilled' });
    const [row] = await c.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.checkedInAt).toBeNull();
  });

  it('answers ConfidentialityFormNotFilledAsAdult when the consent was given as a minor by someone now of age', async () => {
    await consentOfAdult(new Date('2025-06-01T10:00:00Z'), '2008-06-02');
    expect((await checkIn(await own(10))).body).toEqual({ type: 'ConfidentialityFormNotFilledAsAdult' });
  });

  it('never checks in another person’s appointment: 404 as for one that does not exist', async () => {
    const id = await insertAppointment(c.database, { startDate: new Date(NOW.getTime() + minutes(10)), reservedByPatientId: c.t.personIds.guardian });
    expect(await checkIn(id)).toEqual({ status: 404, body: { type: 'NotFound' } });
    expect(await checkIn(999_999)).toEqual({ status: 404, body: { type: 'NotFound' } });
    const [row] = await c.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.checkedInAt).toBeNull();
  });

  it('checks a child in for the guardian acting for the child', async () => {
    const { guardian, child8 } = c.t.personIds;
    const id = await insertAppointment(c.database, { startDate: new Date(NOW.getTime() + minutes(10)), reservedByPatientId: child8, organisationId: 'children' });
    expect((await checkIn(id, guardian, child8)).body).toMatchObject({ type: 'Success' });
  });

  it('needs the csrf token (403) and a session (401)', async () => {
    const id = await own(10);
    const session = await sessionFor(c.t, c.t.personIds.adult);
    expect((await call(c.t, 'POST', `/api/appointments/check-in/${id}`, { session, csrf: false })).statusCode).toBe(403);
    expect((await call(c.t, 'POST', `/api/appointments/check-in/${id}`)).statusCode).toBe(401);
  });
});
