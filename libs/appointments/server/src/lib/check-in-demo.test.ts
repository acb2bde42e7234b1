import { AnonymousCheckInResultSchema, CheckInResultSchema, PatientAppointmentListSchema } from '@portal/appointments/contracts';
import { buildDemoData, DEMO_ANONYMOUS_LINKS, DEMO_CHECK_IN_SLOT, demoPersonIds, seedDemoData } from '@portal/shared/db/seed';
import { appointments } from '@portal/shared/db';
import { and, eq, isNull } from 'drizzle-orm';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestApp } from '@portal/shared/server/testing';
import { call, createTestApp, sessionFor } from '@portal/shared/server/testing';
import * as v from 'valibot';
import { appointmentsServer } from '../index';

const TODAY = '2026-11-23';
// 12:03 in Helsinki: the appointments start at 12:25 and 12:30 (Ella's at 12:30).
const SEEDED_AT = new Date('2026-11-23T10:03:10.000Z');

describe('the clock-dependent demo appointments', () => {
  it('come after every other row, which stay the same with or without them', () => {
    const without = buildDemoData(TODAY, 'sample');
    const withClock = buildDemoData(TODAY, 'sample', SEEDED_AT);
    expect(withClock.map((b) => [b.table, b.table === 'appointments' ? b.count - 6 : b.count])).toEqual(without.map((b) => [b.table, b.count]));
  });
});

describe.each(testDatabases)('the demo data for check-in on $name', ({ open }) => {
  let t: TestApp;
  const ids = demoPersonIds();

  beforeAll(async () => {
    const database = await open();
    await seedDemoData(database.db, { today: TODAY, slots: 'sample', now: SEEDED_AT });
    t = await createTestApp({ domains: [appointmentsServer], database });
    t.clock.now = SEEDED_AT;
  }, 60_000);
  afterAll(() => t.close());

  it('gives Laura an appointment 20 minutes on (rounded up to 5) to check in to, and one she may cancel', async () => {
    const session = await sessionFor(t, ids.private);
    const list = v.parse(PatientAppointmentListSchema, (await call(t, 'GET', '/api/patient-appointments', { session })).json());
    const [first] = list.appointments;
    expect(first).toMatchObject({ startDate: '2026-11-23T10:25:00.000Z', selfCheckInStatus: 'allowed', clinicId: 'HKA' });
    const farEnough = SEEDED_AT.getTime() + list.cancellationHours * 3_600_000;
    expect(list.appointments.some((a) => a.mayCancel && Date.parse(a.startDate) > farEnough)).toBe(true);
    const checkIn = await call(t, 'POST', `/api/appointments/check-in/${first?.id}`, { session });
    expect(v.parse(CheckInResultSchema, checkIn.json())).toEqual({ type: 'Success', room: { location: expect.any(String) } });
  });

  it.each([
    ['Laura', DEMO_ANONYMOUS_LINKS.general, '902P', '2026-11-23T10:30:00.000Z'],
    ['Eetu', DEMO_ANONYMOUS_LINKS.children, '963X', '2026-11-23T10:30:00.000Z'],
  ])('opens %s’s fixed anonymous link and checks in with the end part', async (_who, link, endPart, startDate) => {
    const view = await call(t, 'GET', `/api/anon/appointments/${link}`);
    expect(view.json()).toMatchObject({ startDate, selfCheckInStatus: 'allowed' });
    const checkIn = await call(t, 'POST', '/api/anon/check-in', { body: { appointmentId: link, ssnEndPart: endPart } });
    expect(v.parse(AnonymousCheckInResultSchema, checkIn.json())).toMatchObject({ type: 'success' });
  });

  it('gives Ella an appointment to check in to that first asks for her consent', async () => {
    const session = await sessionFor(t, ids.teen);
    const list = v.parse(PatientAppointmentListSchema, (await call(t, 'GET', '/api/patient-appointments', { session })).json());
    const [first] = list.appointments;
    // Her only one starts as late as check-in allows at the seed, so it stays open the longest.
    expect(first).toMatchObject({ startDate: '2026-11-23T10:30:00.000Z', selfCheckInStatus: 'allowed', clinicId: 'LOM' });
    const checkIn = await call(t, 'POST', `/api/appointments/check-in/${first?.id}`, { session });
    expect(v.parse(CheckInResultSchema, checkIn.json())).toEqual({ type: 'ConfidentialityFormNotFilled' });
  });

  it('holds one free time at 25 minutes, open to anonymous booking and to check-in once booked', async () => {
    const free = await t.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.practitionerId, DEMO_CHECK_IN_SLOT.practitionerId), eq(appointments.clinicId, DEMO_CHECK_IN_SLOT.clinicId), isNull(appointments.reservedByPatientId)));
    expect(free.map((row) => [row.startDate.toISOString(), row.requiresAuthToReserve, row.selfCheckInAvailability, row.healthCareTypes.includes('private')])).toEqual([
      ['2026-11-23T10:30:00.000Z', false, 'available', true],
    ]);
  });

  it('gives Eetu an appointment to check in to that his guardian reaches', async () => {
    const session = await sessionFor(t, ids.guardian, ids.child);
    const list = v.parse(PatientAppointmentListSchema, (await call(t, 'GET', '/api/patient-appointments', { session })).json());
    expect(list.appointments[0]).toMatchObject({ startDate: '2026-11-23T10:25:00.000Z', selfCheckInStatus: 'allowed', clinicId: 'LOM' });
  });
});
