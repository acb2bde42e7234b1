import { ReservationResponseSchema } from '@portal/booking/contracts';
import { persons } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { fixturePersons, hours, insertFreeSlot, NOW, reservationTestApp, send, sessionFor, storedAppointment } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { bookingServer } from '../../index';

const later = (h: number) => new Date(NOW.getTime() + hours(h));
// NOW is 23.11.2026 at 12:00 in Helsinki: 48 hours later is the visit day 25.11.2026.
const VISIT_DAY_START = later(48);

describe.each(testDatabases)('65+ reservations on $name', ({ open }) => {
  const c = reservationTestApp(open, [bookingServer]);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);
  // The fixture adult is born in 1985; these tests move the birth date and put it back.
  afterEach(() => c.database.db.update(persons).set({ birthDate: fixturePersons.adult.birthDate }).where(eq(persons.id, c.t.personIds.adult)));
  const bornOn = (birthDate: string) => c.database.db.update(persons).set({ birthDate }).where(eq(persons.id, c.t.personIds.adult));

  const kela65Slot = () => insertFreeSlot(c.database, { startDate: VISIT_DAY_START, kindId: 'Y65V', healthCareTypes: ['kela65'], requiresAuthToReserve: true });
  const reserve = async (appointmentId: number, personId = c.t.personIds.adult, actingFor: number | null = null) => {
    const response = await send(c.t, 'POST', '/api/reserve-appointment', {
      session: await sessionFor(c.t, personId, actingFor),
      body: { internalOrganization: 'general', appointmentId, emailAddress: 'maija@example.com', phone: '0401234567', customerType: 'kela65' },
    });
    expect(response.statusCode).toBe(200);
    return v.parse(ReservationResponseSchema, response.json());
  };

  it('reserves a 65+ time for a patient aged 65 or over and stores the payer type kela65', async () => {
    await bornOn('1950-03-01');
    const id = await kela65Slot();
    expect(await reserve(id)).toMatchObject({ type: 'success', reservationDetails: { appointmentId: id } });
    expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: c.t.personIds.adult, payerType: 'kela65' });
  });

  it('counts the age on the day of the visit: 65 on that day is enough, the day after is not', async () => {
    await bornOn('1961-11-26');
    const id = await kela65Slot();
    expect(await reserve(id)).toEqual({ type: 'kela65AgeLimit' });
    await bornOn('1961-11-25');
    expect(await reserve(id)).toMatchObject({ type: 'success' });
  });

  it('refuses a patient under 65 with kela65AgeLimit and takes nothing', async () => {
    const id = await kela65Slot();
    expect(await reserve(id)).toEqual({ type: 'kela65AgeLimit' });
    expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: null, payerType: null });
  });

  it('refuses a guardian booking a 65+ time for a child: the age is the child’s', async () => {
    await c.database.db.update(persons).set({ birthDate: '1950-01-01' }).where(eq(persons.id, c.t.personIds.guardian));
    try {
      const id = await kela65Slot();
      expect(await reserve(id, c.t.personIds.guardian, c.t.personIds.child8)).toEqual({ type: 'kela65AgeLimit' });
      expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: null });
    } finally {
      await c.database.db.update(persons).set({ birthDate: fixturePersons.guardian.birthDate }).where(eq(persons.id, c.t.personIds.guardian));
    }
  });

  it('does not let a 65+ time be taken as a private reservation', async () => {
    await bornOn('1950-03-01');
    const id = await kela65Slot();
    const response = await send(c.t, 'POST', '/api/reserve-appointment', {
      session: await sessionFor(c.t, c.t.personIds.adult),
      body: { internalOrganization: 'general', appointmentId: id, emailAddress: 'maija@example.com', phone: '0401234567' },
    });
    expect(v.parse(ReservationResponseSchema, response.json())).toEqual({ type: 'appointmentNotAvailable' });
  });

  it('refuses an anonymous reservation of a 65+ time, even for a person aged 65 or over', async () => {
    await bornOn('1950-03-01');
    const id = await kela65Slot();
    const { adult } = fixturePersons;
    const response = await send(c.t, 'POST', '/api/anon/reserve-appointment', {
      body: {
        internalOrganization: 'general',
        appointmentId: id,
        emailAddress: 'maija@example.com',
        phone: '+358401234567',
        ssn: adult.ssn,
        firstName: adult.firstName,
        lastName: adult.lastName,
        termsAccepted: true,
      },
      ip: '10.0.9.1',
    });
    expect(v.parse(ReservationResponseSchema, response.json())).toEqual({ type: 'appointmentNotAvailable' });
    expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: null });
  });

  it('refuses 65+ reservations while the kela65 feature is off', async () => {
    await bornOn('1950-03-01');
    const id = await kela65Slot();
    const config = c.t.config as { features: readonly string[] };
    const features = config.features;
    config.features = features.filter((flag) => flag !== 'kela65');
    try {
      expect(await reserve(id)).toEqual({ type: 'appointmentNotAvailable' });
    } finally {
      config.features = features;
    }
    expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: null });
  });
});
