import { ReservationAppointmentSchema } from '@portal/booking/contracts';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestSession } from '@portal/shared/server/testing';
import { hours, insertFreeSlot, NOW, reservationTestApp, send, sessionFor } from '@portal/shared/server/testing';
import * as v from 'valibot';
import { bookingServer } from '../../index';

describe.each(testDatabases)('GET /api/appointments/{id} on $name', ({ open }) => {
  const c = reservationTestApp(open, [bookingServer]);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const later = (h: number) => new Date(NOW.getTime() + hours(h));
  const read = async (id: number | string, lang = 'en', session?: TestSession) =>
    send(c.t, 'GET', `/api/appointments/${id}?lang=${lang}`, session ? { session } : {});
  const notFound = async (id: number, session?: TestSession) => {
    const response = await read(id, 'en', session);
    return [response.statusCode, response.json()];
  };

  it('shows a free time to anyone, in the language asked, with the binding hours', async () => {
    const id = await insertFreeSlot(c.database, { startDate: later(48) });
    const response = await read(id, 'fi');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const appointment = v.parse(ReservationAppointmentSchema, response.json());
    expect(appointment).toMatchObject({ id, isReserved: false, bindingHours: 24, organisationId: 'general', clinic: { id: 'HKA' } });
    expect(appointment.endDate).toBe(new Date(NOW.getTime() + hours(48) + 20 * 60_000).toISOString());
    const signedIn = await read(id, 'en', await sessionFor(c.t, c.t.personIds.guardian));
    expect([signedIn.statusCode, signedIn.json()]).toEqual([200, expect.objectContaining({ id, isReserved: false })]);
  });

  it('answers 404, as for an unknown id, for another patient’s reserved time, signed in or not', async () => {
    const taken = await insertFreeSlot(c.database, { startDate: later(48), reservedByPatientId: c.t.personIds.adult });
    expect(await notFound(taken)).toEqual([404, { type: 'NotFound' }]);
    expect(await notFound(taken, await sessionFor(c.t, c.t.personIds.guardian))).toEqual([404, { type: 'NotFound' }]);
  });

  it('answers 404 for a past or started free time and for a cancelled one', async () => {
    const past = await insertFreeSlot(c.database, { startDate: later(-1) });
    const startingNow = await insertFreeSlot(c.database, { startDate: NOW });
    const cancelled = await insertFreeSlot(c.database, { startDate: later(48), cancelledAt: NOW });
    for (const id of [past, startingNow, cancelled]) expect(await notFound(id)).toEqual([404, { type: 'NotFound' }]);
  });

  it('shows its owner a reserved time as isReserved, also to a guardian acting for the child', async () => {
    const { adult, guardian, child8 } = c.t.personIds;
    const own = await insertFreeSlot(c.database, { startDate: later(48), reservedByPatientId: adult });
    const response = await read(own, 'en', await sessionFor(c.t, adult));
    expect(response.statusCode).toBe(200);
    expect(v.parse(ReservationAppointmentSchema, response.json())).toMatchObject({ id: own, isReserved: true });
    const childs = await insertFreeSlot(c.database, { startDate: later(48), reservedByPatientId: child8, reservedByPersonId: guardian });
    expect((await read(childs, 'en', await sessionFor(c.t, guardian, child8))).json()).toMatchObject({ id: childs, isReserved: true });
    // Signed in as himself the guardian is not the child's time's patient.
    expect(await notFound(childs, await sessionFor(c.t, guardian))).toEqual([404, { type: 'NotFound' }]);
  });

  it('answers 404 for an unknown id and for one that is not a number', async () => {
    expect([(await read(999_999)).statusCode, (await read(999_999)).json()]).toEqual([404, { type: 'NotFound' }]);
    expect((await read('abc')).statusCode).toBe(404);
  });
});
