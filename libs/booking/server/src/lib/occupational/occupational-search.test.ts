import { AppointmentSearchResponseSchema, AvailableDatesResponseSchema, ReservationResponseSchema } from '@portal/booking/contracts';
import { patients } from '@portal/shared/db';
import { rateId } from '@portal/shared/db/seed';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestSession } from '@portal/shared/server/testing';
import { hours, insertFreeSlot, NOW, send, sessionFor, storedAppointment } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { agreementTestApp, giveAgreement } from './testing/agreements';

const later = (h: number) => new Date(NOW.getTime() + hours(h));

// The specialties of the demo catalogue, each with one of its practitioners.
const practitionerOf = { YL: 1, TTH: 10, PSO: 18, ROK: 33 } as const;

describe.each(testDatabases)('occupational search and reservation within the agreement on $name', ({ open }) => {
  const c = agreementTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  /** An occupational time of the specialty, `h` hours from now. */
  const occupationalTime = (specialtyId: keyof typeof practitionerOf, h: number) =>
    insertFreeSlot(c.database, {
      startDate: later(h),
      specialtyId,
      practitionerId: practitionerOf[specialtyId],
      practitionerRateId: rateId.inPerson(practitionerOf[specialtyId]),
      healthCareTypes: ['occupational'],
    });

  const search = async (query: string, session?: TestSession): Promise<number[]> => {
    const response = await send(c.t, 'GET', `/api/appointments?customerType=occupational&${query}`, session ? { session } : {});
    expect(response.statusCode).toBe(200);
    return v.parse(AppointmentSearchResponseSchema, response.json()).availableAppointments.appointments.map((a) => a.id);
  };
  const dates = async (query: string, session?: TestSession): Promise<string[]> => {
    const response = await send(c.t, 'GET', `/api/appointments/available-appointment-dates?customerType=occupational&${query}`, session ? { session } : {});
    expect(response.statusCode).toBe(200);
    return v.parse(AvailableDatesResponseSchema, response.json()).dates;
  };
  const reserve = async (appointmentId: number, session: TestSession) => {
    const body = { internalOrganization: 'general', appointmentId, emailAddress: 'maija@example.com', phone: '0401234567', customerType: 'occupational', occupationalConfirmed: true };
    const response = await send(c.t, 'POST', '/api/reserve-appointment', { session, body });
    expect(response.statusCode).toBe(200);
    return v.parse(ReservationResponseSchema, response.json());
  };

  it('finds only the specialties the agreement covers, however the filters ask', async () => {
    // Medical care covers YL; basic care TTH; neither the psychologist (PSO) nor vaccinations (ROK).
    await giveAgreement(c.database, c.t.personIds.adult, { contractProductIds: ['OHC_BASIC', 'OHC_MEDICAL_CARE', 'INTERNET_BOOKING_ALLOWED'] });
    const gp = await occupationalTime('YL', 24);
    const physician = await occupationalTime('TTH', 25);
    await occupationalTime('PSO', 26);
    await occupationalTime('ROK', 27);
    const session = await sessionFor(c.t, c.t.personIds.adult);
    expect(await search('', session)).toEqual([gp, physician]);
    expect(await search('specialtyIds=PSO', session)).toEqual([]);
    expect(await search('specialtyIds=PSO&specialtyIds=TTH', session)).toEqual([physician]);
    expect(await search('specialtyIds=ROK&specialtyIds=TTH', session)).toEqual([physician]);
    expect(await dates('specialtyIds=PSO', session)).toEqual([]);
    expect(await dates('', session)).toEqual(['2026-11-24']);
  });

  it('finds the vaccinations only, for an agreement without online booking that has them', async () => {
    await giveAgreement(c.database, c.t.personIds.adult, { contractProductIds: ['OHC_BASIC', 'VACCINATIONS'], webReservationAllowed: false, vaccinationsAllowed: true });
    await occupationalTime('TTH', 24);
    const vaccination = await occupationalTime('ROK', 25);
    expect(await search('', await sessionFor(c.t, c.t.personIds.adult))).toEqual([vaccination]);
  });

  it('finds nothing without a session, without an agreement, or for a guardian acting for a child', async () => {
    await occupationalTime('YL', 24);
    expect(await search('')).toEqual([]);
    expect(await dates('')).toEqual([]);
    expect(await search('', await sessionFor(c.t, c.t.personIds.adult))).toEqual([]);
    await giveAgreement(c.database, c.t.personIds.guardian);
    await c.database.db.update(patients).set({ healthCareType: 'occupational' }).where(eq(patients.personId, c.t.personIds.guardian));
    try {
      expect(await search('', await sessionFor(c.t, c.t.personIds.guardian))).toHaveLength(1);
      expect(await search('', await sessionFor(c.t, c.t.personIds.guardian, c.t.personIds.child8))).toEqual([]);
    } finally {
      await c.database.db.update(patients).set({ healthCareType: 'private' }).where(eq(patients.personId, c.t.personIds.guardian));
    }
  });

  it('leaves the other customer types alone', async () => {
    const shared = await insertFreeSlot(c.database, { startDate: later(24), healthCareTypes: ['private', 'occupational'] });
    const response = await send(c.t, 'GET', '/api/appointments?customerType=private');
    expect(v.parse(AppointmentSearchResponseSchema, response.json()).availableAppointments.appointments.map((a) => a.id)).toEqual([shared]);
  });

  it('refuses an occupational time outside the agreement as not available, and takes one within it', async () => {
    await giveAgreement(c.database, c.t.personIds.adult, { contractProductIds: ['OHC_BASIC', 'INTERNET_BOOKING_ALLOWED'] });
    const gp = await occupationalTime('YL', 48);
    const physician = await occupationalTime('TTH', 49);
    const session = await sessionFor(c.t, c.t.personIds.adult);
    expect(await reserve(gp, session)).toEqual({ type: 'appointmentNotAvailable' });
    expect(await storedAppointment(c.database, gp)).toMatchObject({ reservedByPatientId: null });
    expect(await reserve(physician, session)).toMatchObject({ type: 'success' });
    expect(await storedAppointment(c.database, physician)).toMatchObject({ reservedByPatientId: c.t.personIds.adult, payerType: 'occupationalHealthCare' });
  });

  it('refuses every occupational time without online booking but the vaccinations, and without an agreement all of them', async () => {
    const session = await sessionFor(c.t, c.t.personIds.adult);
    const physician = await occupationalTime('TTH', 48);
    const vaccination = await occupationalTime('ROK', 49);
    expect(await reserve(physician, session)).toEqual({ type: 'appointmentNotAvailable' });
    await giveAgreement(c.database, c.t.personIds.adult, { contractProductIds: ['OHC_BASIC', 'VACCINATIONS'], webReservationAllowed: false, vaccinationsAllowed: true });
    expect(await reserve(physician, session)).toEqual({ type: 'appointmentNotAvailable' });
    expect(await reserve(vaccination, session)).toMatchObject({ type: 'success' });
  });

  it('never interrupts an occupational customer for creditworthiness', async () => {
    await giveAgreement(c.database, c.t.personIds.adult);
    await c.database.db.update(patients).set({ isCreditworthy: false });
    const session = await sessionFor(c.t, c.t.personIds.adult);
    expect(await reserve(await occupationalTime('YL', 48), session)).toMatchObject({ type: 'success' });
    // The same person books a private time too: the rule is about the person, not the list.
    const privateTime = await insertFreeSlot(c.database, { startDate: later(50) });
    const body = { internalOrganization: 'general', appointmentId: privateTime, emailAddress: 'maija@example.com', phone: '0401234567' };
    const response = await send(c.t, 'POST', '/api/reserve-appointment', { session, body });
    expect(v.parse(ReservationResponseSchema, response.json())).toMatchObject({ type: 'success' });
  });
});
