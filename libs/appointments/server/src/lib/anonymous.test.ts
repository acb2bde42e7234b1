import { AnonymousAppointmentSchema, AnonymousCheckInResultSchema } from '@portal/appointments/contracts';
import { appointments, patients } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { appointmentTestApp, call, fixturePersons, insertAppointment, minutes, NOW } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { appointmentsServer } from '../index';
import { ANON_CHECK_IN_ADDRESS_LIMIT, ANON_CHECK_IN_APPOINTMENT_LIMIT, ANON_CHECK_IN_GUESS_LIMIT, ANON_CHECK_IN_LINK_CAP } from './anonymous-routes';

const LINK = 'AnonTestLink0123456789ab';
// The adult fixture person's identity code ends in 901P.
const RIGHT = fixturePersons.adult.ssn.slice(-4);
const WRONG = '123A';

describe.each(testDatabases)('the anonymous appointment link on $name', ({ open }) => {
  const c = appointmentTestApp(open, [appointmentsServer]);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const linked = (inMinutes: number, extra: Partial<typeof appointments.$inferInsert> = {}) =>
    insertAppointment(c.database, {
      startDate: new Date(NOW.getTime() + minutes(inMinutes)),
      reservedByPatientId: c.t.personIds.adult,
      anonymousLinkId: LINK,
      arrivalReason: 'Asiakkaan itse kirjoittama tulosyy: yksityistä',
      ...extra,
    });
  const attempt = async (ssnEndPart: string, options: { appointmentId?: string; ip?: string } = {}) => {
    const response = await call(c.t, 'POST', '/api/anon/check-in', {
      body: { appointmentId: options.appointmentId ?? LINK, ssnEndPart },
      ip: options.ip ?? '198.51.100.1',
    });
    return { status: response.statusCode, body: response.statusCode === 200 ? v.parse(AnonymousCheckInResultSchema, response.json()) : response.json() };
  };

  it('shows the appointment without the arrival reason or the cancel offer', async () => {
    const id = await linked(120);
    const response = await call(c.t, 'GET', `/api/anon/appointments/${LINK}?lang=sv`);
    expect(response.statusCode).toBe(200);
    const body = v.parse(AnonymousAppointmentSchema, response.json());
    expect(body).toMatchObject({ id, isCancelled: false, selfCheckInStatus: 'tooEarly', kind: { cmsContent: { title: 'Mottagningsbesök' } } });
    expect(response.json()).not.toHaveProperty('arrivalReason');
    expect(response.json()).not.toHaveProperty('mayCancel');
    // Two hours away, inside the 24-hour cancellation window: no longer cancellable online.
    expect(body.isCancellable).toBe(false);
  });

  it('says whether the time may still be cancelled, by the cancellation window', async () => {
    await linked(25 * 60);
    const body = v.parse(AnonymousAppointmentSchema, (await call(c.t, 'GET', `/api/anon/appointments/${LINK}`)).json());
    expect(body.isCancellable).toBe(true);
  });

  it('shows a cancelled appointment as cancelled', async () => {
    await linked(120, { cancelledAt: NOW, hasAppointeeCanceled: true });
    const body = v.parse(AnonymousAppointmentSchema, (await call(c.t, 'GET', `/api/anon/appointments/${LINK}`)).json());
    expect(body).toMatchObject({ isCancelled: true, hasAppointeeCanceled: true });
  });

  it('answers 404 for an unknown or malformed link id', async () => {
    await linked(120);
    for (const id of ['Unknown0123456789abcdefg', 'short', 'has-dash-0123456789abcdef']) {
      const response = await call(c.t, 'GET', `/api/anon/appointments/${id}`);
      expect([response.statusCode, response.json()]).toEqual([404, { type: 'NotFound' }]);
    }
  });

  it('checks in with the right end part, upper-casing it, and gives the room', async () => {
    await linked(20);
    expect(await attempt(RIGHT.toLowerCase())).toEqual({ status: 200, body: { type: 'success', room: { location: '2. krs, huone 214' } } });
    expect((await attempt(RIGHT)).body).toEqual({ type: 'alreadyCheckedIn' });
  });

  it('answers ssnEndPartMismatch for a wrong end part and checks nothing in', async () => {
    const id = await linked(20);
    expect(await attempt(WRONG)).toEqual({ status: 200, body: { type: 'ssnEndPartMismatch' } });
    const [row] = await c.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.checkedInAt).toBeNull();
  });

  it.each([
    ['tooEarly', 31, {}],
    ['checkInOnlyAtReception', 20, { selfCheckInAvailability: 'onlyAtReception' }],
    ['failure', 20, { cancelledAt: NOW }],
  ] as const)('answers %s in the anonymous form, to a right and a wrong end part alike', async (type, inMinutes, extra) => {
    await linked(inMinutes, extra);
    expect((await attempt(RIGHT)).body).toEqual({ type });
    expect((await attempt(WRONG)).body).toEqual({ type });
  });

  it('answers the time before comparing the end part, and counts nothing while check-in is not open', async () => {
    // A week ahead: a wrong end part must not be told from the right one.
    const id = await linked(7 * 24 * 60);
    for (let i = 0; i < ANON_CHECK_IN_LINK_CAP + 1; i++) expect(await attempt(WRONG, { ip: `198.51.100.${10 + (i % 4)}` })).toEqual({ status: 200, body: { type: 'tooEarly' } });
    const [row] = await c.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.anonymousCheckInFailures).toBe(0);
    c.t.clock.now = new Date(NOW.getTime() + minutes(7 * 24 * 60 - 20));
    expect((await attempt(RIGHT)).body).toMatchObject({ type: 'success' });
  });

  it('answers confidentialityFormNotFilled when the patient has no consent on record', async () => {
    await linked(20);
    await c.database.db.update(patients).set({ patientDataConsentFormUpdated: null });
    expect((await attempt(RIGHT)).body).toEqual({ type: 'confidentialityFormNotFilled' });
  });

  it('answers 404 for an unknown appointment, and 400 for a malformed end part', async () => {
    expect(await attempt(RIGHT, { appointmentId: 'Unknown0123456789abcdefg' })).toEqual({ status: 404, body: { type: 'NotFound' } });
    await linked(20);
    expect((await attempt('12A4')).status).toBe(400);
    expect((await attempt('1234X')).status).toBe(400);
  });

  const checkedInAt = async (id: number) => (await c.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]?.checkedInAt;
  const tooMany = { status: 429, body: { type: 'TooManyRequests' } };

  it(`refuses an address after ${ANON_CHECK_IN_GUESS_LIMIT.limit} wrong end parts for the appointment, before comparing, even the right one`, async () => {
    const id = await linked(29);
    for (let i = 0; i < ANON_CHECK_IN_GUESS_LIMIT.limit; i++) expect((await attempt(WRONG)).body).toEqual({ type: 'ssnEndPartMismatch' });
    expect(await attempt(RIGHT)).toEqual(tooMany);
    expect(await checkedInAt(id)).toBeNull();
    // The windows slide: right after the 15 minutes the six attempts still weigh in full. Eleven
    // minutes into the next window they weigh 4/15 of six, and with the next window's own two
    // refused ones there is room for one more.
    c.t.clock.now = new Date(NOW.getTime() + minutes(ANON_CHECK_IN_GUESS_LIMIT.windowMinutes));
    expect(await attempt(RIGHT)).toEqual(tooMany);
    c.t.clock.now = new Date(NOW.getTime() + minutes(ANON_CHECK_IN_GUESS_LIMIT.windowMinutes + 5));
    expect(await attempt(RIGHT)).toEqual(tooMany);
    c.t.clock.now = new Date(NOW.getTime() + minutes(ANON_CHECK_IN_GUESS_LIMIT.windowMinutes + 11));
    expect((await attempt(RIGHT)).body).toMatchObject({ type: 'success' });
  });

  it('counts an IPv6 client by its /64 network, so new addresses of the same network do not reset the count', async () => {
    const id = await linked(20);
    for (let i = 1; i <= ANON_CHECK_IN_GUESS_LIMIT.limit; i++) expect((await attempt(WRONG, { ip: `2001:db8:1:2::${i}` })).body).toEqual({ type: 'ssnEndPartMismatch' });
    expect(await attempt(RIGHT, { ip: '2001:db8:1:2:ffff:ffff:ffff:ffff' })).toEqual(tooMany);
    expect(await checkedInAt(id)).toBeNull();
    expect((await attempt(RIGHT, { ip: '2001:db8:1:3::1' })).body).toMatchObject({ type: 'success' });
  });

  it('a stranger’s wrong end parts from one address do not lock the patient out elsewhere', async () => {
    const id = await linked(20);
    for (let i = 0; i < ANON_CHECK_IN_GUESS_LIMIT.limit + 3; i++) await attempt(WRONG, { ip: '203.0.113.66' });
    expect(await attempt(RIGHT, { ip: '203.0.113.66' })).toEqual(tooMany);
    expect(await attempt(RIGHT, { ip: '198.51.100.7' })).toEqual({ status: 200, body: { type: 'success', room: { location: '2. krs, huone 214' } } });
    expect(await checkedInAt(id)).toEqual(NOW);
  });

  it(`stops a guesser spread over many addresses after ${ANON_CHECK_IN_APPOINTMENT_LIMIT.limit} wrong end parts for the appointment, for one window`, async () => {
    const id = await linked(29);
    expect(ANON_CHECK_IN_APPOINTMENT_LIMIT.limit).toBeGreaterThan(ANON_CHECK_IN_GUESS_LIMIT.limit);
    expect(ANON_CHECK_IN_APPOINTMENT_LIMIT.windowMinutes).toBeLessThanOrEqual(15);
    for (let i = 0; i < ANON_CHECK_IN_APPOINTMENT_LIMIT.limit; i++) {
      // Two wrong end parts per address: under each address's own limit.
      expect((await attempt(WRONG, { ip: `198.51.100.${10 + Math.floor(i / 2)}` })).body).toEqual({ type: 'ssnEndPartMismatch' });
    }
    expect(await attempt(RIGHT, { ip: '198.51.100.99' })).toEqual(tooMany);
    expect(await attempt(WRONG, { ip: '198.51.100.98' })).toEqual(tooMany);
    expect(await checkedInAt(id)).toBeNull();
    // Seventeen attempts in the window (the two refused ones count too): a fifth into the next
    // window they weigh under fourteen, and the right end part gets through.
    c.t.clock.now = new Date(NOW.getTime() + minutes(ANON_CHECK_IN_APPOINTMENT_LIMIT.windowMinutes * 1.2));
    expect((await attempt(RIGHT, { ip: '198.51.100.99' })).body).toMatchObject({ type: 'success' });
  });

  it('a right end part clears the address’s own earlier wrong ones', async () => {
    await linked(20);
    // Without a consent on record the right end part checks nothing in, so guessing can go on.
    await c.database.db.update(patients).set({ patientDataConsentFormUpdated: null });
    for (let i = 0; i < ANON_CHECK_IN_GUESS_LIMIT.limit - 1; i++) expect((await attempt(WRONG)).body).toEqual({ type: 'ssnEndPartMismatch' });
    expect((await attempt(RIGHT)).body).toEqual({ type: 'confidentialityFormNotFilled' });
    for (let i = 0; i < ANON_CHECK_IN_GUESS_LIMIT.limit; i++) expect((await attempt(WRONG)).body).toEqual({ type: 'ssnEndPartMismatch' });
    expect(await attempt(RIGHT)).toEqual(tooMany);
  });

  it('does not count right end parts against the appointment or the link', async () => {
    const id = await linked(20);
    await c.database.db.update(patients).set({ patientDataConsentFormUpdated: null });
    for (let i = 0; i < ANON_CHECK_IN_APPOINTMENT_LIMIT.limit + 2; i++) expect((await attempt(RIGHT)).body).toEqual({ type: 'confidentialityFormNotFilled' });
    const [row] = await c.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.anonymousCheckInFailures).toBe(0);
  });

  it(`closes the link to end parts after ${ANON_CHECK_IN_LINK_CAP} wrong ones over its whole life: then only strong sign-in checks in`, async () => {
    const id = await linked(29);
    expect(ANON_CHECK_IN_LINK_CAP).toBeGreaterThan(ANON_CHECK_IN_APPOINTMENT_LIMIT.limit);
    let made = 0;
    const wrong = async (n: number) => {
      for (let i = 0; i < n; i++) {
        made++;
        // Two per address: under each address's own limit.
        const answer = (await attempt(WRONG, { ip: `198.51.100.${10 + Math.floor(made / 2)}` })).body;
        // The last one allowed is told that the link is now closed.
        expect(answer).toEqual({ type: made === ANON_CHECK_IN_LINK_CAP ? 'signInRequired' : 'ssnEndPartMismatch' });
      }
    };
    // A full window's worth, then the rest six minutes into the next window, when the first
    // window's fifteen weigh nine and the appointment's limit lets five more through.
    await wrong(ANON_CHECK_IN_APPOINTMENT_LIMIT.limit);
    c.t.clock.now = new Date(NOW.getTime() + minutes(ANON_CHECK_IN_APPOINTMENT_LIMIT.windowMinutes + 6));
    await wrong(ANON_CHECK_IN_LINK_CAP - ANON_CHECK_IN_APPOINTMENT_LIMIT.limit);
    // Even the right end part, from a fresh address, no longer opens it, and counts nothing.
    expect(await attempt(RIGHT, { ip: '198.51.100.200' })).toEqual({ status: 200, body: { type: 'signInRequired' } });
    expect(await checkedInAt(id)).toBeNull();
    const [row] = await c.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.anonymousCheckInFailures).toBe(ANON_CHECK_IN_LINK_CAP);
  });

  it(`refuses a client address after ${ANON_CHECK_IN_ADDRESS_LIMIT.limit} attempts of any kind`, async () => {
    await linked(20);
    for (let i = 0; i < ANON_CHECK_IN_ADDRESS_LIMIT.limit; i++) {
      expect((await attempt(RIGHT, { appointmentId: `Unknown0123456789abc${String(i).padStart(4, '0')}` })).status).toBe(404);
    }
    expect(await attempt(RIGHT)).toEqual({ status: 429, body: { type: 'TooManyRequests' } });
    expect((await attempt(RIGHT, { ip: '198.51.100.2' })).body).toMatchObject({ type: 'success' });
  });

  it('needs a same-origin Origin header', async () => {
    await linked(20);
    const response = await c.t.app.inject({ method: 'POST', url: '/api/anon/check-in', payload: { appointmentId: LINK, ssnEndPart: RIGHT } });
    expect(response.statusCode).toBe(403);
    const foreign = await c.t.app.inject({
      method: 'POST',
      url: '/api/anon/check-in',
      headers: { origin: 'https://evil.example' },
      payload: { appointmentId: LINK, ssnEndPart: RIGHT },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
