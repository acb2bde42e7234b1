import { MoveAppointmentResponseSchema } from '@portal/booking/contracts';
import { ValidationErrorBodySchema } from '@portal/shared/contracts';
import { appointments } from '@portal/shared/db';
import { queuedJobs, testDatabases } from '@portal/shared/db/testing';
import { hours, insertAppointment, insertFreeSlot, NOW, reservationTestApp, send, sessionFor, storedAppointment } from '@portal/shared/server/testing';
import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { bookingServer } from '../../index';

const later = (h: number) => new Date(NOW.getTime() + hours(h));

describe.each(testDatabases)('POST /api/move-appointment on $name', ({ open }) => {
  const c = reservationTestApp(open, [bookingServer]);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const move = async (fromAppointmentId: number, toAppointmentId: number, extra: Record<string, unknown> = {}, personId = c.t.personIds.adult, actingFor: number | null = null) => {
    const response = await send(c.t, 'POST', '/api/move-appointment', { session: await sessionFor(c.t, personId, actingFor), body: { fromAppointmentId, toAppointmentId, language: 'sv', ...extra } });
    expect(response.statusCode).toBe(200);
    return v.parse(MoveAppointmentResponseSchema, response.json());
  };
  /** A booking of the adult (or `patientId`) 72 hours on, with details a move must carry over. */
  const booked = (values: Partial<typeof appointments.$inferInsert> = {}) =>
    insertAppointment(c.database, {
      startDate: later(72),
      reservedByPatientId: c.t.personIds.adult,
      reservedByPersonId: c.t.personIds.adult,
      emailAddress: 'maija@example.com',
      phone: '+358401234567',
      description: 'Selkäkipu',
      payerType: 'self',
      anonymousLinkId: 'MovedLinkOfTheTest000001',
      calendarSequence: 1,
      bookingSmsAllowed: true,
      ...values,
    });
  const free = (startDate = later(120), values: Partial<typeof appointments.$inferInsert> = {}) => insertFreeSlot(c.database, { startDate, ...values });
  const freeAt = (startDate: Date) =>
    c.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.startDate, startDate), isNull(appointments.reservedByPatientId), isNull(appointments.cancelledAt)));

  it('moves the booking in one step: the new time carries it, the old one is cancelled and offered again', async () => {
    const from = await booked();
    const to = await free();
    expect(await move(from, to)).toEqual({ type: 'success', appointmentId: to, startDate: later(120).toISOString() });
    expect(await storedAppointment(c.database, to)).toMatchObject({
      reservedByPatientId: c.t.personIds.adult,
      reservedAt: NOW,
      emailAddress: 'maija@example.com',
      phone: '+358401234567',
      description: 'Selkäkipu',
      payerType: 'self',
      language: 'sv',
      bookingSmsAllowed: true,
      // The same link and calendar entry, one version on.
      anonymousLinkId: 'MovedLinkOfTheTest000001',
      calendarEntryId: from,
      calendarSequence: 2,
    });
    const old = await storedAppointment(c.database, from);
    expect(old).toMatchObject({ cancelledAt: NOW, hasAppointeeCanceled: true, movedToAppointmentId: to });
    expect(old?.anonymousLinkId).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(old?.anonymousLinkId).not.toBe('MovedLinkOfTheTest000001');
    expect(await freeAt(later(72))).toHaveLength(1);
    expect((await queuedJobs(c.database.db, 'notification')).map((job) => job.data)).toEqual([
      { about: 'appointment', appointmentId: to, kind: 'change', sequence: 2, audience: 'signedIn' },
    ]);
  });

  it('keeps the first calendar entry through a second move', async () => {
    const first = await booked({ calendarSequence: 0 });
    const second = await free(later(100));
    const third = await free(later(130));
    await move(first, second);
    expect((await move(second, third)).type).toBe('success');
    expect(await storedAppointment(c.database, third)).toMatchObject({ calendarEntryId: first, calendarSequence: 2, anonymousLinkId: 'MovedLinkOfTheTest000001' });
  });

  it('gives a booking that had no anonymous link one when it moves', async () => {
    const from = await booked({ anonymousLinkId: null });
    const to = await free();
    expect((await move(from, to)).type).toBe('success');
    expect((await storedAppointment(c.database, to))?.anonymousLinkId).toMatch(/^[A-Za-z0-9]{24}$/);
  });

  it('moves a child’s booking for the guardian acting for the child', async () => {
    const { guardian, child8 } = c.t.personIds;
    const from = await booked({ reservedByPatientId: child8, reservedByPersonId: guardian });
    const to = await free();
    expect((await move(from, to, {}, guardian, child8)).type).toBe('success');
    expect(await storedAppointment(c.database, to)).toMatchObject({ reservedByPatientId: child8, reservedByPersonId: guardian });
    // The guardian's own session finds no such booking of theirs.
    const other = await booked({ reservedByPatientId: child8, startDate: later(90), anonymousLinkId: 'MovedLinkOfTheTest000002' });
    expect(await move(other, await free(later(140)), {}, guardian)).toEqual({ type: 'appointmentNotFound' });
  });

  it('refuses, changing nothing, a booking that is not the patient’s upcoming one, or past its cancellation window', async () => {
    const to = await free();
    const someoneElses = await booked({ reservedByPatientId: c.t.personIds.guardian, anonymousLinkId: 'MovedLinkOfTheTest000003' });
    const cancelled = await booked({ cancelledAt: NOW, anonymousLinkId: 'MovedLinkOfTheTest000004' });
    const checkedIn = await booked({ startDate: later(0.25), checkedInAt: NOW, anonymousLinkId: 'MovedLinkOfTheTest000005' });
    const soon = await booked({ startDate: later(2), anonymousLinkId: 'MovedLinkOfTheTest000006' });
    for (const from of [someoneElses, cancelled, checkedIn, 999_999]) expect(await move(from, to)).toEqual({ type: 'appointmentNotFound' });
    expect(await move(soon, to)).toEqual({ type: 'deadlineExceeded', cancellationHours: 24 });
    expect(await storedAppointment(c.database, to)).toMatchObject({ reservedByPatientId: null });
    expect(await storedAppointment(c.database, soon)).toMatchObject({ cancelledAt: null, reservedByPatientId: c.t.personIds.adult });
    expect(await queuedJobs(c.database.db, 'notification')).toEqual([]);
  });

  it('refuses a new time that is taken, past, the same, or not one the booking’s payer may take', async () => {
    const from = await booked();
    const taken = await booked({ reservedByPatientId: c.t.personIds.guardian, startDate: later(100), anonymousLinkId: 'MovedLinkOfTheTest000007' });
    const past = await free(later(-1));
    const otherSpecialty = await free(later(120), { specialtyId: 'SH' });
    const otherOrganisation = await free(later(121), { organisationId: 'children', clinicId: 'LOM' });
    const notPrivate = await free(later(122), { healthCareTypes: ['occupational'] });
    for (const to of [taken, past, from, otherSpecialty, otherOrganisation, notPrivate, 999_999]) {
      expect(await move(from, to)).toEqual({ type: 'appointmentNotAvailable' });
    }
    expect(await storedAppointment(c.database, from)).toMatchObject({ cancelledAt: null, calendarSequence: 1 });
  });

  it('asks for the binding box for a new time inside the binding hours', async () => {
    const from = await booked();
    const soon = await free(later(5));
    const refused = await send(c.t, 'POST', '/api/move-appointment', { session: await sessionFor(c.t, c.t.personIds.adult), body: { fromAppointmentId: from, toAppointmentId: soon } });
    expect(refused.statusCode).toBe(400);
    expect(v.parse(ValidationErrorBodySchema, refused.json()).details.map((detail) => detail.path)).toEqual(['bindingAccepted']);
    expect((await move(from, soon, { bindingAccepted: true })).type).toBe('success');
  });

  it('gives a time to one of two moves racing for it, and keeps the other booking as it was', async () => {
    const first = await booked();
    const second = await booked({ startDate: later(80), anonymousLinkId: 'MovedLinkOfTheTest000008' });
    const to = await free();
    const results = await Promise.all([move(first, to), move(second, to)]);
    expect(results.map((result) => result.type).sort()).toEqual(['appointmentNotAvailable', 'success']);
    const loser = results[0]?.type === 'success' ? second : first;
    expect(await storedAppointment(c.database, loser)).toMatchObject({ cancelledAt: null, reservedByPatientId: c.t.personIds.adult });
    // Only the winner's old time is offered again.
    expect((await freeAt(later(72))).length + (await freeAt(later(80))).length).toBe(1);
    expect(await queuedJobs(c.database.db, 'notification')).toHaveLength(1);
  });

  it('needs a session (401) and the csrf token (403)', async () => {
    const from = await booked();
    const to = await free();
    const body = { fromAppointmentId: from, toAppointmentId: to };
    expect((await send(c.t, 'POST', '/api/move-appointment', { body })).statusCode).toBe(401);
    expect((await send(c.t, 'POST', '/api/move-appointment', { session: await sessionFor(c.t, c.t.personIds.adult), csrf: false, body })).statusCode).toBe(403);
    expect(await storedAppointment(c.database, to)).toMatchObject({ reservedByPatientId: null });
  });
});
