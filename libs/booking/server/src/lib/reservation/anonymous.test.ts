import { MAX_FUTURE_RESERVATIONS, ReservationResponseSchema } from '@portal/booking/contracts';
import { ValidationErrorBodySchema } from '@portal/shared/contracts';
import { patients } from '@portal/shared/db';
import { queuedJobs, testDatabases } from '@portal/shared/db/testing';
import {
  createTestApp,
  fixturePersons,
  hours,
  insertCatalogue,
  insertFreeSlot,
  NOW,
  refuseAppointmentUpdates,
  minutes,
  reservationTestApp,
  send,
  sessionFor,
  storedAppointment,
} from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import { PassThrough } from 'node:stream';
import * as v from 'valibot';
import { bookingServer } from '../../index';
import { ANON_RESERVE_ADDRESS_LIMIT, ANON_RESERVE_WRONG_GUESS_ADDRESS_LIMIT, ANON_RESERVE_WRONG_GUESS_SSN_LIMIT } from './routes';

const later = (h: number) => new Date(NOW.getTime() + hours(h));
const { adult, guardian, child8, child13, unregistered } = fixturePersons;
// A valid test identity code nobody in the fixture database has.
const UNKNOWN_SSN = '150488-902P';

const form = (appointmentId: number, person: { ssn: string; firstName: string; lastName: string } = adult, extra: Record<string, unknown> = {}) => ({
  internalOrganization: 'general',
  appointmentId,
  emailAddress: 'maija@example.com',
  phone: '+358401234567',
  ssn: person.ssn,
  firstName: person.firstName,
  lastName: person.lastName,
  termsAccepted: true,
  ...extra,
});

describe.each(testDatabases)('POST /api/anon/reserve-appointment on $name', ({ open }) => {
  const c = reservationTestApp(open, [bookingServer]);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  let address = 0;
  // Each call from its own address, so only the rate-limit test meets the limit.
  const reserve = async (body: Record<string, unknown>) => {
    const response = await send(c.t, 'POST', '/api/anon/reserve-appointment', { body, ip: `10.0.0.${++address % 250}` });
    expect(response.statusCode).toBe(200);
    return v.parse(ReservationResponseSchema, response.json());
  };
  const free = (extra: Parameters<typeof insertFreeSlot>[1] = { startDate: later(48) }) => insertFreeSlot(c.database, extra);

  it('reserves for the person the identity code names, comparing names case-insensitively and trimmed', async () => {
    const id = await free();
    const result = await reserve(form(id, { ssn: adult.ssn.toLowerCase(), firstName: ' maija ', lastName: 'TESTINEN' }));
    expect(result).toMatchObject({ type: 'success', reservationDetails: { appointmentId: id } });
    const row = await storedAppointment(c.database, id);
    expect(row).toMatchObject({ reservedByPatientId: c.t.personIds.adult, reservedByPersonId: c.t.personIds.adult, payerType: 'self', phone: '+358401234567' });
    expect(result.type === 'success' && result.reservationDetails.anonymousLinkId).toBe(row?.anonymousLinkId);
  });

  it('writes the confirmation’s job with the reservation, leading to the anonymous appointment link', async () => {
    const id = await free();
    expect(await reserve(form(id, adult, { language: 'en', allowsBookingSms: true }))).toMatchObject({ type: 'success' });
    expect(await storedAppointment(c.database, id)).toMatchObject({ language: 'en', bookingSmsAllowed: true });
    expect((await queuedJobs(c.database.db, 'notification')).map((job) => job.data)).toEqual([
      { about: 'appointment', appointmentId: id, kind: 'confirmation', sequence: 0, audience: 'anonymous' },
    ]);
  });

  it('answers unknownError when the database refuses the reservation, and takes nothing', async () => {
    const id = await free();
    const lift = await refuseAppointmentUpdates(c.database);
    try {
      expect(await reserve(form(id))).toEqual({ type: 'unknownError' });
    } finally {
      await lift();
    }
    expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: null });
  });

  it('gives one answer for an unknown code, a person without a patient record, wrong names and a missing consent', async () => {
    const id = await free();
    const unusable = { type: 'patientInfoConflict' };
    const raw = async (body: ReturnType<typeof form>) => {
      const response = await send(c.t, 'POST', '/api/anon/reserve-appointment', { body, ip: '10.9.0.1' });
      return { status: response.statusCode, body: response.body, type: response.headers['content-type'] };
    };
    const unknown = await raw(form(id, { ...adult, ssn: UNKNOWN_SSN }));
    expect(JSON.parse(unknown.body)).toEqual(unusable);
    // A known code with a wrong name looks exactly like an unknown code: status, body and type.
    expect(await raw(form(id, { ...adult, firstName: 'Matti' }))).toEqual(unknown);
    expect(await raw(form(id, { ...adult, lastName: 'Virtanen' }))).toEqual(unknown);
    expect(await raw(form(id, unregistered))).toEqual(unknown);
    await c.database.db.update(patients).set({ patientDataConsentFormUpdated: null }).where(eq(patients.personId, c.t.personIds.adult));
    expect(await raw(form(id))).toEqual(unknown);
    expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: null });
  });

  it('never tells credit status: a refused private customer gets the same answer as any unusable code (sign in strongly), signed in notCreditworthy', async () => {
    const id = await free();
    await c.database.db.update(patients).set({ isCreditworthy: false }).where(eq(patients.personId, c.t.personIds.guardian));
    expect(await reserve(form(id, guardian))).toEqual({ type: 'patientInfoConflict' });
    expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: null });
    const signedIn = await send(c.t, 'POST', '/api/reserve-appointment', {
      session: await sessionFor(c.t, c.t.personIds.guardian),
      body: { internalOrganization: 'general', appointmentId: id, emailAddress: 'ville@example.com', phone: '0401234567' },
    });
    expect([signedIn.statusCode, signedIn.json()]).toEqual([200, { type: 'notCreditworthy' }]);
  });

  it('asks for the binding box before looking at the identity code', async () => {
    const inside = await free({ startDate: later(2) });
    await c.database.db.update(patients).set({ isCreditworthy: false }).where(eq(patients.personId, c.t.personIds.guardian));
    for (const person of [adult, guardian, { ...adult, ssn: UNKNOWN_SSN }]) {
      const refused = await send(c.t, 'POST', '/api/anon/reserve-appointment', { body: form(inside, person), ip: `10.1.1.${++address % 250}` });
      expect([refused.statusCode, v.parse(ValidationErrorBodySchema, refused.json()).details[0]?.path]).toEqual([400, 'bindingAccepted']);
    }
  });

  it('offers only private times that need no sign-in, of the organisation asked, and not taken', async () => {
    const needsAuth = await free({ startDate: later(48), requiresAuthToReserve: true });
    const insuranceOnly = await free({ startDate: later(48), healthCareTypes: ['insurance', 'kela65'] });
    const children = await free({ startDate: later(48), organisationId: 'children' });
    const taken = await free({ startDate: later(48), reservedByPatientId: c.t.personIds.guardian });
    for (const id of [needsAuth, insuranceOnly, children, taken, 999_999]) expect(await reserve(form(id))).toEqual({ type: 'appointmentNotAvailable' });
  });

  it('answers tooManyReservations past the limit', async () => {
    for (let n = 0; n < MAX_FUTURE_RESERVATIONS; n++) await free({ startDate: later(72 + n), reservedByPatientId: c.t.personIds.adult });
    expect(await reserve(form(await free()))).toEqual({ type: 'tooManyReservations' });
  });

  it('needs the binding box inside the binding hours only', async () => {
    const inside = await free({ startDate: later(2) });
    const refused = await send(c.t, 'POST', '/api/anon/reserve-appointment', { body: form(inside), ip: '10.1.0.1' });
    expect([refused.statusCode, v.parse(ValidationErrorBodySchema, refused.json()).details[0]?.path]).toEqual([400, 'bindingAccepted']);
    expect(await reserve(form(inside, adult, { bindingAccepted: true }))).toMatchObject({ type: 'success' });
    expect(await reserve(form(await free({ startDate: later(25) })))).toMatchObject({ type: 'success' });
  });

  it('answers 400 ValidationError for every bad field of the form', async () => {
    const response = await send(c.t, 'POST', '/api/anon/reserve-appointment', {
      body: { internalOrganization: 'general', appointmentId: 1, emailAddress: 'x@', phone: 'abc', ssn: '150585-901X', firstName: ' ', lastName: '', termsAccepted: false },
      ip: '10.1.0.2',
    });
    expect(response.statusCode).toBe(400);
    const { details } = v.parse(ValidationErrorBodySchema, response.json());
    expect([...new Set(details.map((d) => d.path))].sort()).toEqual(['emailAddress', 'firstName', 'lastName', 'phone', 'ssn', 'termsAccepted']);
  });

  it('answers 400 ValidationError for a name longer than 50 characters', async () => {
    const id = await free();
    const response = await send(c.t, 'POST', '/api/anon/reserve-appointment', { body: form(id, { ...adult, firstName: 'x'.repeat(51) }), ip: '10.1.0.4' });
    expect(response.statusCode).toBe(400);
    const body = v.parse(ValidationErrorBodySchema, response.json());
    expect([body.type, body.details.map((d) => d.path)]).toEqual(['ValidationError', ['firstName']]);
    expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: null });
  });

  it('refuses another origin (403) and needs no session', async () => {
    const id = await free();
    const crossSite = await send(c.t, 'POST', '/api/anon/reserve-appointment', { body: form(id), origin: 'https://evil.example', ip: '10.1.0.3' });
    expect([crossSite.statusCode, crossSite.json()]).toEqual([403, { type: 'Forbidden', reason: 'origin' }]);
    expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: null });
  });

  it(`answers 429 after ${ANON_RESERVE_ADDRESS_LIMIT.limit} attempts from one address; another address still gets through`, async () => {
    const id = await free();
    // Attempts that are no wrong guesses: a time nobody may reserve anonymously.
    const unavailable = form(await free({ startDate: later(48), requiresAuthToReserve: true }));
    for (let n = 0; n < ANON_RESERVE_ADDRESS_LIMIT.limit; n++) {
      const response = await send(c.t, 'POST', '/api/anon/reserve-appointment', { body: unavailable, ip: '10.2.0.1' });
      expect([response.statusCode, response.json()]).toEqual([200, { type: 'appointmentNotAvailable' }]);
    }
    const limited = await send(c.t, 'POST', '/api/anon/reserve-appointment', { body: form(id), ip: '10.2.0.1' });
    expect([limited.statusCode, limited.json()]).toEqual([429, { type: 'TooManyRequests' }]);
    expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: null });
    expect(await reserve(form(id))).toMatchObject({ type: 'success' });
  });

  describe('wrong guesses', () => {
    const post = (body: Record<string, unknown>, ip: string) => send(c.t, 'POST', '/api/anon/reserve-appointment', { body, ip });
    const answerOf = async (body: Record<string, unknown>, ip: string) => {
      const response = await post(body, ip);
      return response.statusCode === 200 ? v.parse(ReservationResponseSchema, response.json()) : { status: response.statusCode, body: response.json() };
    };
    const tooMany = { status: 429, body: { type: 'TooManyRequests' } };

    it(`answers 429 to the ${ANON_RESERVE_WRONG_GUESS_ADDRESS_LIMIT.limit + 1}th attempt from an address after ${ANON_RESERVE_WRONG_GUESS_ADDRESS_LIMIT.limit} wrong guesses, under the attempt limit`, async () => {
      expect(ANON_RESERVE_WRONG_GUESS_ADDRESS_LIMIT.limit + 1).toBeLessThan(ANON_RESERVE_ADDRESS_LIMIT.limit);
      const id = await free();
      const { db } = c.database;
      await db.update(patients).set({ isCreditworthy: false }).where(eq(patients.personId, c.t.personIds.guardian));
      await db.update(patients).set({ patientDataConsentFormUpdated: null }).where(eq(patients.personId, c.t.personIds.child8));
      const ip = '10.3.0.1';
      // Five identity codes, each guessed once: the address's own count stops the sixth.
      expect(await answerOf(form(id, { ...adult, ssn: UNKNOWN_SSN }), ip)).toEqual({ type: 'patientInfoConflict' });
      expect(await answerOf(form(id, unregistered), ip)).toEqual({ type: 'patientInfoConflict' });
      expect(await answerOf(form(id, { ...adult, firstName: 'Matti' }), ip)).toEqual({ type: 'patientInfoConflict' });
      expect(await answerOf(form(id, guardian), ip)).toEqual({ type: 'patientInfoConflict' });
      expect(await answerOf(form(id, child8), ip)).toEqual({ type: 'patientInfoConflict' });
      expect(await answerOf(form(id, child13), ip)).toEqual(tooMany);
      expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: null });
      // Another address is not held back, nor is the same code.
      expect(await answerOf(form(id, child13), '10.3.0.2')).toMatchObject({ type: 'success' });
      // Still locked as the next window starts (the windows slide); it ends once a whole window
      // has passed over the guesses.
      c.t.clock.now = new Date(NOW.getTime() + minutes(ANON_RESERVE_WRONG_GUESS_ADDRESS_LIMIT.windowMinutes));
      expect(await answerOf(form(await free({ startDate: later(50) }), unregistered), ip)).toEqual(tooMany);
      c.t.clock.now = new Date(NOW.getTime() + minutes(2 * ANON_RESERVE_WRONG_GUESS_ADDRESS_LIMIT.windowMinutes));
      expect(await answerOf(form(await free({ startDate: later(50) }), unregistered), ip)).toEqual({ type: 'patientInfoConflict' });
    });

    it(`answers 429 to the ${ANON_RESERVE_WRONG_GUESS_SSN_LIMIT.limit + 1}th guess on one identity code, whatever the addresses`, async () => {
      const id = await free();
      for (let n = 0; n < ANON_RESERVE_WRONG_GUESS_SSN_LIMIT.limit; n++) {
        expect(await answerOf(form(id, { ...adult, firstName: `Matti${'i'.repeat(n)}` }), `10.4.0.${n + 1}`)).toEqual({ type: 'patientInfoConflict' });
      }
      // Even with the right names, from a fresh address, and the code's case changed.
      expect(await answerOf(form(id, { ...adult, ssn: adult.ssn.toLowerCase() }), '10.4.0.99')).toEqual(tooMany);
      expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: null });
      // The address itself is not held back: another identity code goes through.
      expect(await answerOf(form(id, guardian), '10.4.0.99')).toMatchObject({ type: 'success' });
      c.t.clock.now = new Date(NOW.getTime() + minutes(2 * ANON_RESERVE_WRONG_GUESS_SSN_LIMIT.windowMinutes));
      expect(await answerOf(form(await free({ startDate: later(50) })), '10.4.0.100')).toMatchObject({ type: 'success' });
    });

    it('does not count a success or an answer about the time as a wrong guess', async () => {
      const ip = '10.5.0.1';
      const taken = await free({ startDate: later(48), reservedByPatientId: c.t.personIds.guardian });
      const [fifth, ...unknownCodes] = ['020202A002F', '150488-902P', '010101-123N', '311299-999E', '131052-308T'] as const;
      for (const ssn of unknownCodes) expect(await answerOf(form(taken, { ...adult, ssn }), ip)).toEqual({ type: 'appointmentNotAvailable' });
      for (const ssn of unknownCodes) expect(await answerOf(form(await free(), { ...adult, ssn }), ip)).toEqual({ type: 'patientInfoConflict' });
      expect(await answerOf(form(await free()), ip)).toMatchObject({ type: 'success' });
      // Nine attempts, four of them wrong guesses: a fifth wrong guess is still answered (had the
      // answers about the time or the success counted, it would be refused).
      expect(await answerOf(form(await free(), { ...adult, ssn: fifth }), ip)).toEqual({ type: 'patientInfoConflict' });
      // One code, many successes: none counts against it.
      for (let n = 0; n < ANON_RESERVE_WRONG_GUESS_SSN_LIMIT.limit + 1; n++) {
        expect(await answerOf(form(await free({ startDate: later(60 + n) }), guardian), `10.5.1.${n + 1}`)).toMatchObject({ type: 'success' });
      }
    });
  });
});

describe('anonymous reservation logs', () => {
  it('never write the identity code or the names', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const t = await createTestApp({ domains: [bookingServer], env: { LOG_LEVEL: 'debug' }, logging: stream });
    try {
      await insertCatalogue(t.database);
      t.clock.now = NOW;
      const id = await insertFreeSlot(t.database, { startDate: later(48) });
      const bad = await send(t, 'POST', '/api/anon/reserve-appointment', { body: form(id, { ...adult, ssn: '150585-901X' }) });
      const good = await send(t, 'POST', '/api/anon/reserve-appointment', { body: form(id) });
      expect([bad.statusCode, good.statusCode]).toEqual([400, 200]);
    } finally {
      await t.close();
    }
    const logged = lines.join('');
    expect(logged).toContain('/api/anon/reserve-appointment');
    for (const secret of [adult.ssn, '150585-901X', adult.firstName, adult.lastName]) expect(logged).not.toContain(secret);
  });
});
