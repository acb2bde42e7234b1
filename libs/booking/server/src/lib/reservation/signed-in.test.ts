import { MAX_FUTURE_RESERVATIONS, ReservationResponseSchema } from '@portal/booking/contracts';
import { ValidationErrorBodySchema } from '@portal/shared/contracts';
import { patients } from '@portal/shared/db';
import { queuedJobs, testDatabases } from '@portal/shared/db/testing';
import {
  hours,
  insertFreeSlot,
  NOW,
  refuseAppointmentUpdates,
  reservationTestApp,
  send,
  sessionFor,
  storedAppointment,
} from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { bookingServer } from '../../index';
import { giveAgreement } from '../occupational/testing/agreements';

const later = (h: number) => new Date(NOW.getTime() + hours(h));

describe.each(testDatabases)('POST /api/reserve-appointment on $name', ({ open }) => {
  const c = reservationTestApp(open, [bookingServer]);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const body = (appointmentId: number, extra: Record<string, unknown> = {}) => ({
    internalOrganization: 'general',
    appointmentId,
    emailAddress: 'maija@example.com',
    phone: '0401234567',
    ...extra,
  });
  const reserve = async (appointmentId: number, extra: Record<string, unknown> = {}, personId = c.t.personIds.adult, actingFor: number | null = null) => {
    const response = await send(c.t, 'POST', '/api/reserve-appointment', { session: await sessionFor(c.t, personId, actingFor), body: body(appointmentId, extra) });
    expect(response.statusCode).toBe(200);
    return v.parse(ReservationResponseSchema, response.json());
  };
  const free = (extra: Parameters<typeof insertFreeSlot>[1] = { startDate: later(48) }) => insertFreeSlot(c.database, extra);

  it('reserves a free time for the session’s patient with a fresh anonymous link id', async () => {
    const id = await free();
    const result = await reserve(id, { description: 'Selkäkipu' });
    expect(result).toMatchObject({ type: 'success', reservationDetails: { appointmentId: id, startDate: later(48).toISOString() } });
    const row = await storedAppointment(c.database, id);
    expect(row).toMatchObject({
      reservedByPatientId: c.t.personIds.adult,
      reservedByPersonId: c.t.personIds.adult,
      reservedAt: NOW,
      emailAddress: 'maija@example.com',
      phone: '0401234567',
      description: 'Selkäkipu',
      payerType: 'self',
    });
    expect(result.type === 'success' && result.reservationDetails.anonymousLinkId).toBe(row?.anonymousLinkId);
    expect(row?.anonymousLinkId).toMatch(/^[A-Za-z0-9]{24}$/);
  });

  it('writes the confirmation’s job with the reservation, in the language asked, and none for a time not reserved', async () => {
    const id = await free();
    const taken = await free({ startDate: later(48), reservedByPatientId: c.t.personIds.guardian });
    expect(await reserve(id, { language: 'sv' })).toMatchObject({ type: 'success' });
    expect(await reserve(taken)).toEqual({ type: 'appointmentNotAvailable' });
    expect(await storedAppointment(c.database, id)).toMatchObject({ language: 'sv', calendarSequence: 0 });
    expect((await queuedJobs(c.database.db, 'notification')).map((job) => job.data)).toEqual([
      { about: 'appointment', appointmentId: id, kind: 'confirmation', sequence: 0, audience: 'signedIn' },
    ]);
  });

  it('answers a retry with the same idempotency key with the first answer, where a new call finds its own reservation taken', async () => {
    const id = await free();
    const session = await sessionFor(c.t, c.t.personIds.adult);
    const attempt = (idempotencyKey?: string) => send(c.t, 'POST', '/api/reserve-appointment', { session, body: body(id), ...(idempotencyKey ? { idempotencyKey } : {}) });
    const first = await attempt('reserve-retry-0123456789ab');
    const retry = await attempt('reserve-retry-0123456789ab');
    expect(first.json()).toMatchObject({ type: 'success', reservationDetails: { appointmentId: id } });
    expect([retry.statusCode, retry.json()]).toEqual([200, first.json()]);
    expect((await attempt()).json()).toEqual({ type: 'appointmentNotAvailable' });
  });

  it('answers appointmentNotAvailable for a taken, cancelled, past or unknown time, and changes nothing', async () => {
    const taken = await free({ startDate: later(48), reservedByPatientId: c.t.personIds.guardian });
    const cancelled = await free({ startDate: later(48), cancelledAt: NOW });
    const past = await free({ startDate: later(-1) });
    for (const id of [taken, cancelled, past, 999_999]) expect(await reserve(id)).toEqual({ type: 'appointmentNotAvailable' });
    expect(await storedAppointment(c.database, taken)).toMatchObject({ reservedByPatientId: c.t.personIds.guardian });
    expect(await storedAppointment(c.database, cancelled)).toMatchObject({ reservedByPatientId: null });
  });

  it('answers unknownError when the database refuses the reservation, and takes nothing nor writes a confirmation', async () => {
    const id = await free();
    const lift = await refuseAppointmentUpdates(c.database);
    try {
      expect(await reserve(id)).toEqual({ type: 'unknownError' });
    } finally {
      await lift();
    }
    expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: null });
    expect(await queuedJobs(c.database.db, 'notification')).toEqual([]);
  });

  it('answers appointmentNotAvailable for another organisation’s time or a customer type it is not offered to', async () => {
    const children = await free({ startDate: later(48), organisationId: 'children' });
    const insuranceOnly = await free({ startDate: later(48), healthCareTypes: ['insurance'] });
    expect(await reserve(children)).toEqual({ type: 'appointmentNotAvailable' });
    expect(await reserve(insuranceOnly)).toEqual({ type: 'appointmentNotAvailable' });
    expect(await reserve(insuranceOnly, { customerType: 'insurance', insuranceCompany: 'OTHER' })).toMatchObject({ type: 'success' });
    const occupational = await free({ startDate: later(48), healthCareTypes: ['occupational'] });
    await giveAgreement(c.database, c.t.personIds.adult);
    // The guardian is a private customer: occupational times are not his.
    expect(await reserve(occupational, { customerType: 'occupational' }, c.t.personIds.guardian)).toEqual({ type: 'appointmentNotAvailable' });
    expect(await reserve(occupational, { customerType: 'occupational', occupationalConfirmed: true })).toMatchObject({ type: 'success' });
    expect(await storedAppointment(c.database, occupational)).toMatchObject({ payerType: 'occupationalHealthCare' });
  });

  it(`answers tooManyReservations past ${MAX_FUTURE_RESERVATIONS} future reservations; cancelled and past ones do not count`, async () => {
    const { adult } = c.t.personIds;
    for (let n = 0; n < MAX_FUTURE_RESERVATIONS - 1; n++) await free({ startDate: later(72 + n), reservedByPatientId: adult });
    await free({ startDate: later(90), reservedByPatientId: adult, cancelledAt: NOW });
    await free({ startDate: later(-2), reservedByPatientId: adult });
    expect(await reserve(await free())).toMatchObject({ type: 'success' });
    const oneTooMany = await free();
    expect(await reserve(oneTooMany)).toEqual({ type: 'tooManyReservations' });
    expect(await storedAppointment(c.database, oneTooMany)).toMatchObject({ reservedByPatientId: null });
  });

  it('answers treatmentChainCreationFailed for an unknown concept and takes a known one', async () => {
    const id = await free();
    expect(await reserve(id, { conceptCode: '12345' })).toEqual({ type: 'treatmentChainCreationFailed' });
    expect(await reserve(id, { conceptCode: '90157' })).toMatchObject({ type: 'success' });
    expect(await storedAppointment(c.database, id)).toMatchObject({ conceptCode: '90157' });
  });

  it('answers noPatient for an unregistered person and patientDataConsentRequired without consent', async () => {
    const id = await free();
    expect(await reserve(id, {}, c.t.personIds.unregistered)).toEqual({ type: 'noPatient' });
    await c.database.db.update(patients).set({ patientDataConsentFormUpdated: null }).where(eq(patients.personId, c.t.personIds.adult));
    expect(await reserve(id)).toEqual({ type: 'patientDataConsentRequired' });
  });

  it('answers notCreditworthy for a private customer the credit check refuses, but lets an occupational one book', async () => {
    const { adult, guardian } = c.t.personIds;
    await c.database.db.update(patients).set({ isCreditworthy: false });
    const id = await free();
    expect(await reserve(id, {}, guardian)).toEqual({ type: 'notCreditworthy' });
    expect(await reserve(id, {}, adult)).toMatchObject({ type: 'success' });
  });

  it('needs the binding box inside the binding hours, and not outside them', async () => {
    const inside = await free({ startDate: new Date(NOW.getTime() + hours(24) - 60_000) });
    const refused = await send(c.t, 'POST', '/api/reserve-appointment', { session: await sessionFor(c.t, c.t.personIds.adult), body: body(inside) });
    expect(refused.statusCode).toBe(400);
    expect(v.parse(ValidationErrorBodySchema, refused.json()).details.map((d) => d.path)).toEqual(['bindingAccepted']);
    const unticked = await send(c.t, 'POST', '/api/reserve-appointment', { session: await sessionFor(c.t, c.t.personIds.adult), body: body(inside, { bindingAccepted: false }) });
    expect(unticked.statusCode).toBe(400);
    expect(await storedAppointment(c.database, inside)).toMatchObject({ reservedByPatientId: null });
    expect(await reserve(inside, { bindingAccepted: true })).toMatchObject({ type: 'success' });
    expect(await reserve(await free({ startDate: later(24) }))).toMatchObject({ type: 'success' });
  });

  it('needs the occupational confirmation box for an occupational reservation', async () => {
    const occupational = await free({ startDate: later(48), healthCareTypes: ['occupational'] });
    await giveAgreement(c.database, c.t.personIds.adult);
    const session = await sessionFor(c.t, c.t.personIds.adult);
    for (const extra of [{}, { occupationalConfirmed: false }]) {
      const refused = await send(c.t, 'POST', '/api/reserve-appointment', { session, body: body(occupational, { customerType: 'occupational', ...extra }) });
      expect(refused.statusCode).toBe(400);
      expect(v.parse(ValidationErrorBodySchema, refused.json()).details.map((d) => d.path)).toEqual(['occupationalConfirmed']);
    }
    expect(await storedAppointment(c.database, occupational)).toMatchObject({ reservedByPatientId: null });
    expect(await reserve(occupational, { customerType: 'occupational', occupationalConfirmed: true })).toMatchObject({ type: 'success' });
    // A private reservation has no such box.
    expect(await reserve(await free())).toMatchObject({ type: 'success' });
  });

  it('always reserves for the session’s patient, whatever person the body names', async () => {
    const { adult, guardian } = c.t.personIds;
    const id = await free();
    expect(await reserve(id, { patientId: guardian, reservedByPatientId: guardian, ssn: '010180-9026' }, adult)).toMatchObject({ type: 'success' });
    expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: adult, reservedByPersonId: adult });
  });

  it('reserves for the child a guardian acts for, naming the guardian as the one who reserved', async () => {
    const { guardian, child8 } = c.t.personIds;
    const id = await free();
    expect(await reserve(id, {}, guardian, child8)).toMatchObject({ type: 'success' });
    expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: child8, reservedByPersonId: guardian });
  });

  it('without a mandate a guardian cannot reserve for a child by naming the child', async () => {
    const { guardian, child8 } = c.t.personIds;
    const id = await free();
    expect(await reserve(id, { patientId: child8, actingForId: child8 }, guardian)).toMatchObject({ type: 'success' });
    expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: guardian });
  });

  it('answers 400 ValidationError with the bad fields', async () => {
    const response = await send(c.t, 'POST', '/api/reserve-appointment', {
      session: await sessionFor(c.t, c.t.personIds.adult),
      body: { internalOrganization: 'other', appointmentId: 'x', emailAddress: 'nope', phone: '12', description: 'x'.repeat(301) },
    });
    expect(response.statusCode).toBe(400);
    const { details } = v.parse(ValidationErrorBodySchema, response.json());
    expect(details.map((d) => d.path).sort()).toEqual(['appointmentId', 'description', 'emailAddress', 'internalOrganization', 'phone']);
  });

  it('needs a session (401), the csrf token (403) and the same origin (403)', async () => {
    const id = await free();
    const session = await sessionFor(c.t, c.t.personIds.adult);
    expect((await send(c.t, 'POST', '/api/reserve-appointment', { body: body(id) })).statusCode).toBe(401);
    const noCsrf = await send(c.t, 'POST', '/api/reserve-appointment', { session, csrf: false, body: body(id) });
    expect([noCsrf.statusCode, noCsrf.json()]).toEqual([403, { type: 'Forbidden', reason: 'csrf' }]);
    const otherCsrf = await sessionFor(c.t, c.t.personIds.guardian);
    const wrongCsrf = await send(c.t, 'POST', `/api/reserve-appointment?csrfToken=${otherCsrf.csrfToken}`, { session, csrf: false, body: body(id) });
    expect(wrongCsrf.statusCode).toBe(403);
    const crossSite = await send(c.t, 'POST', '/api/reserve-appointment', { session, origin: 'https://evil.example', body: body(id) });
    expect([crossSite.statusCode, crossSite.json()]).toEqual([403, { type: 'Forbidden', reason: 'origin' }]);
    expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: null });
  });
});
