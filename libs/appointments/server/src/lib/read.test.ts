import { ARRIVAL_REASON_PREFIX, PatientAppointmentListSchema } from '@portal/appointments/contracts';
import { invoices, sessions } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { appointmentTestApp, call, hours, insertAppointment, minutes, NOW, sessionFor } from '@portal/shared/server/testing';
import { helsinkiDateString } from '@portal/shared/util';
import * as v from 'valibot';
import { appointmentsServer } from '../index';

describe.each(testDatabases)('reading the patient’s appointments on $name', ({ open }) => {
  const c = appointmentTestApp(open, [appointmentsServer]);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const ids = () => c.t.personIds;
  const inHours = (n: number) => new Date(NOW.getTime() + hours(n));

  it('lists the future, not cancelled ones soonest first, in the asked language, with the cancellation hours', async () => {
    const later = await insertAppointment(c.database, { startDate: inHours(48), reservedByPatientId: ids().adult });
    const sooner = await insertAppointment(c.database, {
      startDate: inHours(2),
      reservedByPatientId: ids().adult,
      arrivalReason: `${ARRIVAL_REASON_PREFIX}Selkäkipua`,
    });
    // Started ten minutes ago and still going: the patient may still be on the way.
    const ongoing = await insertAppointment(c.database, { startDate: new Date(NOW.getTime() - minutes(10)), reservedByPatientId: ids().adult });
    await insertAppointment(c.database, { startDate: new Date(NOW.getTime() - minutes(30)), reservedByPatientId: ids().adult });
    await insertAppointment(c.database, { startDate: inHours(5), reservedByPatientId: ids().adult, cancelledAt: NOW });
    await insertAppointment(c.database, { startDate: inHours(6), reservedByPatientId: ids().guardian });

    const response = await call(c.t, 'GET', '/api/patient-appointments?lang=en', { session: await sessionFor(c.t, ids().adult) });
    expect(response.statusCode).toBe(200);
    const body = v.parse(PatientAppointmentListSchema, response.json());
    expect(body.appointments.map((a) => a.id)).toEqual([ongoing, sooner, later]);
    expect(body.cancellationHours).toBe(24);
    const [, first] = body.appointments;
    expect(first).toMatchObject({
      kindId: 'VO',
      kind: { cmsContent: { title: 'Clinic visit' } },
      clinic: { name: 'Kajo Kamppi', address: { street: 'Urho Kekkosen katu 4', postalCode: '00100', postOffice: 'Helsinki' } },
      practitioner: { id: 1, name: 'Aino Virtanen', title: 'General practitioner' },
      practitionerRate: { rateEuros: 89, additionalFees: [{ code: 'TOIM', name: 'Office fee', rateEuros: 14.9 }] },
      specialtyData: { specialties: [{ id: 'YL' }] },
      isReserved: true,
      isCancelled: false,
      // Two hours away, inside the 24-hour cancellation window: not offered.
      mayCancel: false,
      selfCheckInStatus: 'tooEarly',
      room: null,
      arrivalReason: 'Selkäkipua',
    });
    // Two days away: the patient may cancel it.
    expect(body.appointments[2]).toMatchObject({ id: later, mayCancel: true });
    expect(body.appointments[2]).not.toHaveProperty('isCancellable');
    const finnish = v.parse(PatientAppointmentListSchema, (await call(c.t, 'GET', '/api/patient-appointments?lang=fi', { session: await sessionFor(c.t, ids().adult) })).json());
    expect(finnish.appointments[0]?.kind.cmsContent.title).toBe('Vastaanottokäynti');
  });

  it('answers the list without a session with 401', async () => {
    expect((await call(c.t, 'GET', '/api/patient-appointments')).statusCode).toBe(401);
  });

  it('gives several appointments by id, cancelled ones included, and leaves out those of others', async () => {
    const own = await insertAppointment(c.database, { startDate: inHours(30), reservedByPatientId: ids().adult });
    const cancelled = await insertAppointment(c.database, { startDate: inHours(40), reservedByPatientId: ids().adult, cancelledAt: NOW, hasAppointeeCanceled: true });
    const others = await insertAppointment(c.database, { startDate: inHours(3), reservedByPatientId: ids().guardian });
    const response = await call(c.t, 'GET', `/api/patient-appointments/${others},${own},${cancelled}?lang=en`, { session: await sessionFor(c.t, ids().adult) });
    expect(response.statusCode).toBe(200);
    const body = v.parse(PatientAppointmentListSchema, response.json());
    expect(body.appointments.map((a) => [a.id, a.isCancelled, a.hasAppointeeCanceled, a.mayCancel])).toEqual([
      [own, false, false, true],
      [cancelled, true, true, false],
    ]);
  });

  it('marks a past visit whose fee the patient can pay online now, and no other', async () => {
    const paid = await insertAppointment(c.database, { startDate: inHours(-30), reservedByPatientId: ids().adult });
    const open = await insertAppointment(c.database, { startDate: inHours(-26), reservedByPatientId: ids().adult });
    const closed = await insertAppointment(c.database, { startDate: inHours(-200), reservedByPatientId: ids().adult });
    const none = await insertAppointment(c.database, { startDate: inHours(-20), reservedByPatientId: ids().adult });
    const fee = (appointmentId: number, number: string, values: { status?: 'open' | 'paid'; payableOnlineUntil?: Date } = {}) =>
      c.database.db.insert(invoices).values({
        patientId: ids().adult,
        appointmentId,
        organisationId: 'general',
        invoiceNumber: number,
        status: values.status ?? 'open',
        source: 'GoodSignInvoice',
        delivery: 'Email',
        description: 'Lääkärin vastaanotto',
        creationDate: helsinkiDateString(inHours(-24)),
        dueDate: helsinkiDateString(inHours(24 * 13)),
        payableOnlineUntil: values.payableOnlineUntil ?? inHours(70),
        sumCents: 5_000,
        hasPdf: false,
        canBePaidOnline: true,
        buyerName: 'Testi Potilas',
      });
    await fee(paid, '63000001', { status: 'paid' });
    await fee(open, '63000002');
    await fee(closed, '63000003', { payableOnlineUntil: inHours(-100) });
    const response = await call(c.t, 'GET', `/api/patient-appointments/${paid},${open},${closed},${none}?lang=en`, { session: await sessionFor(c.t, ids().adult) });
    const body = v.parse(PatientAppointmentListSchema, response.json());
    expect(Object.fromEntries(body.appointments.map((a) => [a.id, a.visitFeePayable]))).toEqual({ [paid]: false, [open]: true, [closed]: false, [none]: false });
  });

  it('answers 404 when none of the ids is the patient’s, the same as for ids that do not exist', async () => {
    const others = await insertAppointment(c.database, { startDate: inHours(3), reservedByPatientId: ids().guardian });
    const session = await sessionFor(c.t, ids().adult);
    const foreign = await call(c.t, 'GET', `/api/patient-appointments/${others}`, { session });
    const missing = await call(c.t, 'GET', '/api/patient-appointments/999999', { session });
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { type: 'NotFound' }]);
    expect([missing.statusCode, missing.json()]).toEqual([404, { type: 'NotFound' }]);
  });

  it('rejects malformed ids with a validation error', async () => {
    const response = await call(c.t, 'GET', '/api/patient-appointments/1,x', { session: await sessionFor(c.t, ids().adult) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'ValidationError', details: [{ path: 'ids' }] });
  });

  it('shows a guardian acting for a child the child’s appointments, and only with the mandate', async () => {
    const childs = await insertAppointment(c.database, {
      startDate: inHours(30),
      reservedByPatientId: ids().child8,
      reservedByPersonId: ids().guardian,
      organisationId: 'children',
    });
    const acting = await sessionFor(c.t, ids().guardian, ids().child8);
    const list = v.parse(PatientAppointmentListSchema, (await call(c.t, 'GET', '/api/patient-appointments', { session: acting })).json());
    expect(list.appointments.map((a) => a.id)).toEqual([childs]);
    expect((await call(c.t, 'GET', `/api/patient-appointments/${childs}`, { session: acting })).statusCode).toBe(200);
    const self = await sessionFor(c.t, ids().guardian);
    expect((await call(c.t, 'GET', `/api/patient-appointments/${childs}`, { session: self })).statusCode).toBe(404);
  });

  it('shows the room and checkedIn once checked in', async () => {
    const id = await insertAppointment(c.database, { startDate: new Date(NOW.getTime() + minutes(10)), reservedByPatientId: ids().adult, checkedInAt: NOW });
    const body = v.parse(PatientAppointmentListSchema, (await call(c.t, 'GET', `/api/patient-appointments/${id}`, { session: await sessionFor(c.t, ids().adult) })).json());
    expect(body.appointments[0]).toMatchObject({ selfCheckInStatus: 'checkedIn', room: { location: '2. krs, huone 214' }, mayCancel: false });
  });
});

describe.each(testDatabases)('the x-session-expires header on $name', ({ open }) => {
  const c = appointmentTestApp(open, [appointmentsServer]);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  it('carries the session’s expiry on every /api answer, moving with the idle timeout', async () => {
    const session = await sessionFor(c.t, c.t.personIds.adult);
    const first = await call(c.t, 'GET', '/api/patient-appointments', { session });
    expect(first.headers['x-session-expires']).toBe(new Date(NOW.getTime() + minutes(30)).toISOString());
    c.t.clock.now = new Date(NOW.getTime() + minutes(10));
    const later = await call(c.t, 'GET', '/api/session', { session });
    expect(later.headers['x-session-expires']).toBe(new Date(NOW.getTime() + minutes(40)).toISOString());
    const missing = await call(c.t, 'GET', '/api/patient-appointments/999999', { session });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-session-expires']).toBe(new Date(NOW.getTime() + minutes(40)).toISOString());
  });

  it('is absent without a valid session and after logging out', async () => {
    expect((await call(c.t, 'GET', '/api/session')).headers['x-session-expires']).toBeUndefined();
    const session = await sessionFor(c.t, c.t.personIds.adult);
    const logout = await call(c.t, 'POST', '/api/logout', { session });
    expect(logout.statusCode).toBe(204);
    expect(logout.headers['x-session-expires']).toBeUndefined();
    await c.database.db.delete(sessions);
  });
});
