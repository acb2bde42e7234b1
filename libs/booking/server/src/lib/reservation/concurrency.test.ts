import { MoveAppointmentResponseSchema, ReservationResponseSchema } from '@portal/booking/contracts';
import { appointments, earlierTimeOffers, earlierTimeRequests, patients, persons } from '@portal/shared/db';
import { serverDatabases } from '@portal/shared/db/testing';
import {
  hours,
  insertAppointment,
  insertFreeSlot,
  NOW,
  reservationTestApp,
  send,
  sessionFor,
  storedAppointment,
} from '@portal/shared/server/testing';
import { identityCodeCheckCharacter } from '@portal/shared/util';
import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { bookingServer } from '../../index';

const RACERS = 50;
const postgres = serverDatabases;

/** RACERS test persons (individual numbers 900-949), each a registered patient with consent. */
function racers() {
  return Array.from({ length: RACERS }, (_, n) => {
    const nine = `010190${900 + n}`;
    return { ssn: `010190-${900 + n}${identityCodeCheckCharacter(nine)}`, firstName: 'Kilpa', lastName: `Varaaja${n}`, birthDate: '1990-01-01' };
  });
}

/**
 * Proof on a real PostgreSQL server, where requests truly run in parallel on separate
 * connections, that one time is never given to two people.
 */
describe.each(postgres)('concurrent reservations of one time on $name', ({ open }) => {
  // Every racer must be answered: with 50 requests at once on a pool of 10 connections, more than
  // the default 30 wait for one, and load shedding (tested in shared-server's http/load.test.ts)
  // answered some 503 on a busy machine (the run with the clock ahead, 7.12.2026).
  const c = reservationTestApp(open, [bookingServer], { LOAD_SHED_WAITING_REQUESTS: String(RACERS * 2) });
  const people = racers();
  let ids: number[] = [];
  beforeAll(async () => {
    await c.setUp();
    const inserted = await c.database.db.insert(persons).values(people).returning({ id: persons.id });
    ids = inserted.map((row) => row.id);
  });
  afterAll(() => c.tearDown());
  beforeEach(async () => {
    await c.reset();
    await c.database.db
      .insert(patients)
      .values(ids.map((personId) => ({ personId, healthCareType: 'private' as const, patientDataConsentFormUpdated: NOW })))
      .onConflictDoNothing();
  });

  const tally = (answers: Array<{ statusCode: number; json(): unknown }>) => {
    const types = answers.map((answer) => {
      expect(answer.statusCode).toBe(200);
      return v.parse(ReservationResponseSchema, answer.json()).type;
    });
    return { success: types.filter((t) => t === 'success').length, notAvailable: types.filter((t) => t === 'appointmentNotAvailable').length, types };
  };

  it(`gives the time to exactly one of ${RACERS} signed-in patients, each with a session of their own`, async () => {
    const slot = await insertFreeSlot(c.database, { startDate: new Date(NOW.getTime() + hours(48)) });
    const sessions = await Promise.all(ids.map((id) => sessionFor(c.t, id)));
    const body = { internalOrganization: 'general', appointmentId: slot, emailAddress: 'kilpa@example.com', phone: '0401234567' };
    const answers = await Promise.all(sessions.map((session) => send(c.t, 'POST', '/api/reserve-appointment', { session, body })));
    const { success, notAvailable } = tally(answers);
    expect([success, notAvailable]).toEqual([1, RACERS - 1]);
    const winner = ids[answers.findIndex((answer) => (answer.json() as { type: string }).type === 'success')];
    expect(await storedAppointment(c.database, slot)).toMatchObject({ reservedByPatientId: winner, reservedByPersonId: winner });
  });

  it(`gives the time to exactly one of ${RACERS} anonymous reservations from different addresses`, async () => {
    const slot = await insertFreeSlot(c.database, { startDate: new Date(NOW.getTime() + hours(48)) });
    const answers = await Promise.all(
      people.map((person, n) =>
        send(c.t, 'POST', '/api/anon/reserve-appointment', {
          ip: `10.9.0.${n + 1}`,
          body: { internalOrganization: 'general', appointmentId: slot, emailAddress: 'kilpa@example.com', phone: '+358401234567', termsAccepted: true, ...person },
        }),
      ),
    );
    const { success, notAvailable } = tally(answers);
    expect([success, notAvailable]).toEqual([1, RACERS - 1]);
    const winner = ids[answers.findIndex((answer) => (answer.json() as { type: string }).type === 'success')];
    expect(await storedAppointment(c.database, slot)).toMatchObject({ reservedByPatientId: winner });
  });

  it(`moves exactly one of ${RACERS} waiting patients' bookings when all accept one offered earlier time at once`, async () => {
    const time = await insertFreeSlot(c.database, { startDate: new Date(NOW.getTime() + hours(48)) });
    const bookings = await Promise.all(
      ids.map((id) => insertAppointment(c.database, { startDate: new Date(NOW.getTime() + hours(96)), reservedByPatientId: id, reservedByPersonId: id, payerType: 'self', emailAddress: 'kilpa@example.com' })),
    );
    const requests = await c.database.db
      .insert(earlierTimeRequests)
      .values(
        ids.map((patientId, n) => ({
          appointmentId: bookings[n] ?? 0,
          patientId,
          requestedByPersonId: patientId,
          samePractitioner: true,
          clinicIds: ['HKA'],
          remote: false,
          partsOfDay: ['morning', 'afternoon', 'evening'] as ('morning' | 'afternoon' | 'evening')[],
          channels: ['email'] as 'email'[],
          language: 'fi' as const,
          createdAt: NOW,
        })),
      )
      .returning({ id: earlierTimeRequests.id });
    // Each was offered the time in turn and each hold has ended: every offer can still be taken.
    await c.database.db.insert(earlierTimeOffers).values(requests.map(({ id }, n) => ({ requestId: id, appointmentId: time, offeredAt: new Date(NOW.getTime() - hours(RACERS - n)), heldUntil: new Date(NOW.getTime() - hours(RACERS - n) + 900_000) })));
    const sessions = await Promise.all(ids.map((id) => sessionFor(c.t, id)));
    const answers = await Promise.all(
      sessions.map((session, n) => send(c.t, 'POST', '/api/move-appointment', { session, body: { fromAppointmentId: bookings[n], toAppointmentId: time, language: 'fi' } })),
    );
    const types = answers.map((answer) => {
      expect(answer.statusCode).toBe(200);
      return v.parse(MoveAppointmentResponseSchema, answer.json()).type;
    });
    expect([types.filter((t) => t === 'success').length, types.filter((t) => t === 'appointmentNotAvailable').length]).toEqual([1, RACERS - 1]);
    const winner = types.indexOf('success');
    expect(await storedAppointment(c.database, time)).toMatchObject({ reservedByPatientId: ids[winner] });
    // The others keep their bookings; one request ended and one offer accepted.
    const kept = await c.database.db.select({ id: appointments.id }).from(appointments).where(and(inArray(appointments.id, bookings), isNull(appointments.cancelledAt)));
    expect(kept).toHaveLength(RACERS - 1);
    expect(await c.database.db.select().from(earlierTimeRequests).where(isNotNull(earlierTimeRequests.endedAt))).toHaveLength(1);
    expect(await c.database.db.select().from(earlierTimeOffers).where(isNotNull(earlierTimeOffers.acceptedAt))).toHaveLength(1);
  });
});
