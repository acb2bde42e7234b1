import { MAX_FUTURE_RESERVATIONS, ReservationResponseSchema, ValidationErrorBodySchema } from '@portal/shared/contracts';
import { patients } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import {
  createTestApp,
  fixturePersons,
  hours,
  insertCatalogue,
  insertFreeSlot,
  NOW,
  refuseAppointmentUpdates,
  reservationTestApp,
  send,
  storedAppointment,
} from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import { PassThrough } from 'node:stream';
import * as v from 'valibot';
import { bookingServer } from '../../index';
import { ANON_RESERVE_ADDRESS_LIMIT } from './routes';

const later = (h: number) => new Date(NOW.getTime() + hours(h));
const { adult, guardian, unregistered } = fixturePersons;
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

  it('answers noPatient for an unknown identity code and for a person without a patient record', async () => {
    const id = await free();
    expect(await reserve(form(id, { ...adult, ssn: UNKNOWN_SSN }))).toEqual({ type: 'noPatient' });
    expect(await reserve(form(id, unregistered))).toEqual({ type: 'noPatient' });
    expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: null });
  });

  it('answers patientInfoConflict when the names differ from the population data', async () => {
    const id = await free();
    expect(await reserve(form(id, { ...adult, firstName: 'Matti' }))).toEqual({ type: 'patientInfoConflict' });
    expect(await reserve(form(id, { ...adult, lastName: 'Virtanen' }))).toEqual({ type: 'patientInfoConflict' });
  });

  it('answers patientDataConsentRequired without a consent on record and notCreditworthy for a refused private customer', async () => {
    const id = await free();
    await c.database.db.update(patients).set({ patientDataConsentFormUpdated: null }).where(eq(patients.personId, c.t.personIds.adult));
    expect(await reserve(form(id))).toEqual({ type: 'patientDataConsentRequired' });
    await c.database.db.update(patients).set({ isCreditworthy: false }).where(eq(patients.personId, c.t.personIds.guardian));
    expect(await reserve(form(id, guardian))).toEqual({ type: 'notCreditworthy' });
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

  it('refuses another origin (403) and needs no session', async () => {
    const id = await free();
    const crossSite = await send(c.t, 'POST', '/api/anon/reserve-appointment', { body: form(id), origin: 'https://evil.example', ip: '10.1.0.3' });
    expect([crossSite.statusCode, crossSite.json()]).toEqual([403, { type: 'Forbidden', reason: 'origin' }]);
    expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: null });
  });

  it(`answers 429 after ${ANON_RESERVE_ADDRESS_LIMIT.limit} attempts from one address; another address still gets through`, async () => {
    const id = await free();
    const wrongNames = form(id, { ...adult, firstName: 'Matti' });
    for (let n = 0; n < ANON_RESERVE_ADDRESS_LIMIT.limit; n++) {
      expect((await send(c.t, 'POST', '/api/anon/reserve-appointment', { body: wrongNames, ip: '10.2.0.1' })).statusCode).toBe(200);
    }
    const limited = await send(c.t, 'POST', '/api/anon/reserve-appointment', { body: form(id), ip: '10.2.0.1' });
    expect([limited.statusCode, limited.json()]).toEqual([429, { type: 'TooManyRequests' }]);
    expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: null });
    expect(await reserve(form(id))).toMatchObject({ type: 'success' });
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
