import { ReservationAppointmentSchema } from '@portal/shared/contracts';
import { testDatabases } from '@portal/shared/db/testing';
import { hours, insertFreeSlot, NOW, reservationTestApp, send } from '@portal/shared/server/testing';
import * as v from 'valibot';
import { bookingServer } from '../../index';

describe.each(testDatabases)('GET /api/appointments/{id} on $name', ({ open }) => {
  const c = reservationTestApp(open, [bookingServer]);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const read = async (id: number | string, lang = 'en') => send(c.t, 'GET', `/api/appointments/${id}?lang=${lang}`);

  it('shows a free time to anyone, in the language asked, with the binding hours', async () => {
    const id = await insertFreeSlot(c.database, { startDate: new Date(NOW.getTime() + hours(48)) });
    const response = await read(id, 'fi');
    expect(response.statusCode).toBe(200);
    const appointment = v.parse(ReservationAppointmentSchema, response.json());
    expect(appointment).toMatchObject({ id, isReserved: false, bindingHours: 24, organisationId: 'general', clinic: { id: 'HKA' } });
    expect(appointment.endDate).toBe(new Date(NOW.getTime() + hours(48) + 20 * 60_000).toISOString());
  });

  it('says isReserved for a taken and for a cancelled time', async () => {
    const taken = await insertFreeSlot(c.database, { startDate: new Date(NOW.getTime() + hours(48)), reservedByPatientId: c.t.personIds.adult });
    const cancelled = await insertFreeSlot(c.database, { startDate: new Date(NOW.getTime() + hours(48)), cancelledAt: NOW });
    expect((await read(taken)).json()).toMatchObject({ isReserved: true });
    expect((await read(cancelled)).json()).toMatchObject({ isReserved: true });
  });

  it('answers 404 for an unknown id and for one that is not a number', async () => {
    expect([(await read(999_999)).statusCode, (await read(999_999)).json()]).toEqual([404, { type: 'NotFound' }]);
    expect((await read('abc')).statusCode).toBe(404);
  });
});
