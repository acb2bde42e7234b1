import type { DirectCompensationPermit } from '@portal/booking/contracts';
import { ReservationResponseSchema } from '@portal/booking/contracts';
import { ValidationErrorBodySchema } from '@portal/shared/contracts';
import { appointmentKinds, appointments, patients, rateLimitCounters } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { domainTestApp, fixturePersons, hours, insertCatalogue, insertFreeSlot, NOW, reservationTestApp, send, sessionFor, storedAppointment } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { createBookingServer } from '../../index';
import type { LahiTapiolaService, PohjolaService } from './insurers';
import { InsurerUnavailableError } from './insurers';
import { INSURER_CHECK_LIMIT } from './routes';

const later = (h: number) => new Date(NOW.getTime() + hours(h));
/** The visit's Helsinki day of `later(48)`. */
const VISIT_DAY = '2026-11-25';
const KNEE = 'kneePermitHash0001';
const BACK = 'backPermitHash00002';

/**
 * The insurers as the tests want them: what Pohjola says per identity code, each person's
 * LähiTapiola permits, and every question asked (identity code and day).
 */
function insurerDoubles() {
  const state = {
    pohjola: new Map<string, boolean | 'fails'>(),
    permits: new Map<string, DirectCompensationPermit[] | 'fails'>(),
    asked: [] as string[],
  };
  const pohjola: PohjolaService = {
    async hasInsurance(code, day) {
      state.asked.push(`pohjola ${code} ${day}`);
      const answer = state.pohjola.get(code) ?? false;
      if (answer === 'fails') throw new InsurerUnavailableError('/insurance-checks: HTTP 503');
      return answer;
    },
  };
  const lahiTapiola: LahiTapiolaService = {
    hasHealthcarePolicy: async () => true,
    async permits(code) {
      state.asked.push(`lahitapiola ${code}`);
      const permits = state.permits.get(code) ?? [];
      if (permits === 'fails') throw new InsurerUnavailableError('/direct-compensation-permits/search: no answer');
      return permits;
    },
    applyForPermit: async () => 'https://lahitapiola.example/apply',
    readReturn: () => null,
  };
  return { state, services: { pohjola, lahiTapiola } };
}

const permit = (contentHash: string, validTo: string): DirectCompensationPermit => ({ symptom: 'Polvikipu', bodyPart: 'Polvi', validTo, contentHash });

describe.each(testDatabases)('an insurance reservation on $name', ({ open }) => {
  const doubles = insurerDoubles();
  const c = reservationTestApp(open, [createBookingServer(doubles.services)]);
  beforeAll(async () => {
    await c.setUp();
    await c.database.db.insert(appointmentKinds).values({
      id: 'T663',
      title: { fi: 'Vakuutuskäynti', sv: 'Försäkringsbesök', en: 'Insurance visit' },
      description: { fi: '', sv: '', en: '' },
      defaultLocationType: 'PhysicalLocation',
      conceptCode: '663',
    });
  });
  afterAll(async () => {
    await c.database.db.delete(appointments).where(eq(appointments.kindId, 'T663'));
    await c.database.db.delete(appointmentKinds).where(eq(appointmentKinds.id, 'T663'));
    await c.tearDown();
  });
  beforeEach(async () => {
    await c.reset();
    doubles.state.pohjola.clear();
    doubles.state.permits.clear();
    doubles.state.asked.length = 0;
  });

  const body = (appointmentId: number, extra: Record<string, unknown>) => ({
    internalOrganization: 'general',
    appointmentId,
    emailAddress: 'maija@example.com',
    phone: '0401234567',
    customerType: 'insurance',
    ...extra,
  });
  const post = async (appointmentId: number, extra: Record<string, unknown>, personId = c.t.personIds.adult, actingFor: number | null = null) =>
    send(c.t, 'POST', '/api/reserve-appointment', { session: await sessionFor(c.t, personId, actingFor), body: body(appointmentId, extra) });
  const reserve = async (...args: Parameters<typeof post>) => {
    const response = await post(...args);
    expect(response.statusCode).toBe(200);
    return v.parse(ReservationResponseSchema, response.json());
  };
  const refusedFields = async (...args: Parameters<typeof post>) => {
    const response = await post(...args);
    expect(response.statusCode).toBe(400);
    return v.parse(ValidationErrorBodySchema, response.json()).details.map((detail) => detail.path);
  };
  const free = (extra: Parameters<typeof insertFreeSlot>[1] = { startDate: later(48) }) => insertFreeSlot(c.database, extra);
  const notTaken = async (id: number) => expect(await storedAppointment(c.database, id)).toMatchObject({ reservedByPatientId: null, insuranceCompany: null });

  it('stores If’s direct compensation: insurer, option and concept 90157', async () => {
    const id = await free();
    const result = await reserve(id, { insuranceCompany: 'IF', reimbursementOption: 'USE_REIMBURSEMENT', directCompensationConsent: true, conceptCode: '90157' });
    expect(result).toMatchObject({ type: 'success' });
    expect(await storedAppointment(c.database, id)).toMatchObject({
      reservedByPatientId: c.t.personIds.adult,
      payerType: 'insurance',
      insuranceCompany: 'IF',
      reimbursementOption: 'USE_REIMBURSEMENT',
      conceptCode: '90157',
      dcpContentHash: null,
    });
    // If has no check of its own: nobody was asked.
    expect(doubles.state.asked).toEqual([]);
  });

  it('refuses If’s direct compensation without its consent box, and an If reservation without an option', async () => {
    const id = await free();
    expect(await refusedFields(id, { insuranceCompany: 'IF', reimbursementOption: 'USE_REIMBURSEMENT', conceptCode: '90157' })).toEqual(['directCompensationConsent']);
    expect(await refusedFields(id, { insuranceCompany: 'IF', reimbursementOption: 'USE_REIMBURSEMENT', directCompensationConsent: false, conceptCode: '90157' })).toEqual([
      'directCompensationConsent',
    ]);
    expect(await refusedFields(id, { insuranceCompany: 'IF' })).toEqual(['reimbursementOption']);
    expect(await refusedFields(id, {})).toEqual(['insuranceCompany']);
    await notTaken(id);
  });

  it('refuses company insurance for a remote time, and takes it for one at the clinic', async () => {
    const remote = await free({ startDate: later(48), isRemote: true, clinicId: 'RMT', locationType: 'RemoteAppointment' });
    const company = { insuranceCompany: 'IF', reimbursementOption: 'COMPANY_REIMBURSEMENT', conceptCode: '758236' };
    expect(await refusedFields(remote, company)).toEqual(['reimbursementOption']);
    await notTaken(remote);
    const atClinic = await free();
    expect(await reserve(atClinic, company)).toMatchObject({ type: 'success' });
    expect(await storedAppointment(c.database, atClinic)).toMatchObject({ insuranceCompany: 'IF', reimbursementOption: 'COMPANY_REIMBURSEMENT', conceptCode: '758236' });
  });

  it('refuses a concept code other than the choice’s', async () => {
    const id = await free();
    expect(await refusedFields(id, { insuranceCompany: 'IF', reimbursementOption: 'PAY_AND_REIMBURSE', conceptCode: '90157' })).toEqual(['conceptCode']);
    expect(await refusedFields(id, { insuranceCompany: 'IF', reimbursementOption: 'PAY_AND_REIMBURSE' })).toEqual(['conceptCode']);
    expect(await refusedFields(id, { insuranceCompany: 'OTHER', conceptCode: '90157' })).toEqual(['conceptCode']);
    await notTaken(id);
  });

  it('uses the code the appointment’s kind carries (663) instead of the insurer’s', async () => {
    const id = await free({ startDate: later(48), kindId: 'T663' });
    expect(await refusedFields(id, { insuranceCompany: 'IF', reimbursementOption: 'PAY_AND_REIMBURSE', conceptCode: '758236' })).toEqual(['conceptCode']);
    expect(await reserve(id, { insuranceCompany: 'IF', reimbursementOption: 'PAY_AND_REIMBURSE', conceptCode: '663' })).toMatchObject({ type: 'success' });
    expect(await storedAppointment(c.database, id)).toMatchObject({ conceptCode: '663', insuranceCompany: 'IF' });
  });

  it('stores Other with no option and no concept', async () => {
    const id = await free();
    expect(await reserve(id, { insuranceCompany: 'OTHER' })).toMatchObject({ type: 'success' });
    expect(await storedAppointment(c.database, id)).toMatchObject({ insuranceCompany: 'OTHER', reimbursementOption: null, conceptCode: null, dcpContentHash: null });
  });

  it('asks Pohjola again for OP: refused with treatmentChainCreationFailed when it says no, reserved when it insures on the day', async () => {
    const id = await free();
    const op = { insuranceCompany: 'OP', reimbursementOption: 'PAY_AND_REIMBURSE', conceptCode: '999503' };
    expect(await reserve(id, op)).toEqual({ type: 'treatmentChainCreationFailed' });
    await notTaken(id);
    expect(doubles.state.asked).toEqual([`pohjola ${fixturePersons.adult.ssn} ${VISIT_DAY}`]);

    doubles.state.pohjola.set(fixturePersons.adult.ssn, true);
    expect(await reserve(id, op)).toMatchObject({ type: 'success' });
    expect(await storedAppointment(c.database, id)).toMatchObject({ insuranceCompany: 'OP', reimbursementOption: 'PAY_AND_REIMBURSE', conceptCode: '999503' });
  });

  it('asks Pohjola about the child a guardian books for', async () => {
    doubles.state.pohjola.set(fixturePersons.child8.ssn, true);
    const id = await free();
    expect(await reserve(id, { insuranceCompany: 'OP' }, c.t.personIds.guardian, c.t.personIds.child8)).toMatchObject({ type: 'success' });
    expect(doubles.state.asked).toEqual([`pohjola ${fixturePersons.child8.ssn} ${VISIT_DAY}`]);
  });

  it('asks LähiTapiola again: the permit must be among the patient’s valid permits and cover the visit', async () => {
    const ssn = fixturePersons.adult.ssn;
    doubles.state.permits.set(ssn, [permit(KNEE, '2027-01-31'), permit(BACK, '2026-11-24')]);
    const id = await free();
    const lahiTapiola = (dcpContentHash: string) => ({
      insuranceCompany: 'LAHITAPIOLA',
      reimbursementOption: 'USE_REIMBURSEMENT',
      directCompensationConsent: true,
      dcpContentHash,
      conceptCode: '90021',
    });
    expect(await reserve(id, lahiTapiola('someoneElsesHash01'))).toEqual({ type: 'treatmentChainCreationFailed' });
    // Valid today, but ended before the visit's day.
    expect(await reserve(id, lahiTapiola(BACK))).toEqual({ type: 'treatmentChainCreationFailed' });
    await notTaken(id);
    expect(await reserve(id, lahiTapiola(KNEE))).toMatchObject({ type: 'success' });
    expect(await storedAppointment(c.database, id)).toMatchObject({
      insuranceCompany: 'LAHITAPIOLA',
      reimbursementOption: 'USE_REIMBURSEMENT',
      conceptCode: '90021',
      dcpContentHash: KNEE,
    });
  });

  it('needs the permit and its consent box with LähiTapiola’s flow', async () => {
    const id = await free();
    expect(await refusedFields(id, { insuranceCompany: 'LAHITAPIOLA' })).toEqual(['reimbursementOption', 'dcpContentHash']);
    expect(await refusedFields(id, { insuranceCompany: 'LAHITAPIOLA', reimbursementOption: 'USE_REIMBURSEMENT', dcpContentHash: KNEE, conceptCode: '90021' })).toEqual([
      'directCompensationConsent',
    ]);
    await notTaken(id);
  });

  it('runs LähiTapiola’s flow for a guardian acting for a child, but not for a patient under 18 signed in themself', async () => {
    const { guardian, child8, child13 } = c.t.personIds;
    const forChild = await free();
    expect(await refusedFields(forChild, { insuranceCompany: 'LAHITAPIOLA' }, guardian, child8)).toEqual(['reimbursementOption', 'dcpContentHash']);
    const ownBooking = await free();
    expect(await refusedFields(ownBooking, { insuranceCompany: 'LAHITAPIOLA', reimbursementOption: 'USE_REIMBURSEMENT', directCompensationConsent: true, dcpContentHash: KNEE, conceptCode: '90021' }, child13)).toEqual([
      'reimbursementOption',
      'dcpContentHash',
    ]);
    expect(await reserve(ownBooking, { insuranceCompany: 'LAHITAPIOLA' }, child13)).toMatchObject({ type: 'success' });
    expect(doubles.state.asked).toEqual([]);
  });

  it('answers treatmentChainCreationFailed when an insurer does not answer', async () => {
    const { ssn } = fixturePersons.adult;
    doubles.state.pohjola.set(ssn, 'fails');
    doubles.state.permits.set(ssn, 'fails');
    const id = await free();
    expect(await reserve(id, { insuranceCompany: 'OP' })).toEqual({ type: 'treatmentChainCreationFailed' });
    expect(
      await reserve(id, { insuranceCompany: 'LAHITAPIOLA', reimbursementOption: 'USE_REIMBURSEMENT', directCompensationConsent: true, dcpContentHash: KNEE, conceptCode: '90021' }),
    ).toEqual({ type: 'treatmentChainCreationFailed' });
    await notTaken(id);
  });

  it('refuses insurance fields on a reservation of another customer type', async () => {
    const id = await free();
    const response = await send(c.t, 'POST', '/api/reserve-appointment', {
      session: await sessionFor(c.t, c.t.personIds.adult),
      body: { ...body(id, { insuranceCompany: 'IF', reimbursementOption: 'PAY_AND_REIMBURSE' }), customerType: 'private' },
    });
    expect(response.statusCode).toBe(400);
    expect(v.parse(ValidationErrorBodySchema, response.json()).details.map((detail) => detail.path)).toEqual(['insuranceCompany', 'reimbursementOption']);
    await notTaken(id);
  });

  it(`counts the insurers asked for a reservation with the insurance checks (${INSURER_CHECK_LIMIT.limit} an hour)`, async () => {
    doubles.state.pohjola.set(fixturePersons.adult.ssn, true);
    const session = await sessionFor(c.t, c.t.personIds.adult);
    for (let n = 0; n < INSURER_CHECK_LIMIT.limit; n++) expect((await send(c.t, 'GET', '/api/insurance/pohjola-check/2026-11-25', { session })).statusCode).toBe(200);
    const id = await free();
    const refused = await send(c.t, 'POST', '/api/reserve-appointment', { session, body: body(id, { insuranceCompany: 'OP' }) });
    expect([refused.statusCode, refused.json()]).toEqual([429, { type: 'TooManyRequests' }]);
    await notTaken(id);
    // If asks nobody, so it is not counted.
    expect(await reserve(id, { insuranceCompany: 'IF', reimbursementOption: 'PAY_AND_REIMBURSE', conceptCode: '758236' })).toMatchObject({ type: 'success' });
  });
});

describe.each(testDatabases)('an insurance reservation without the feature lahitapiola-insurance-flow on $name', ({ open }) => {
  const doubles = insurerDoubles();
  const c = domainTestApp(open, {
    domains: [createBookingServer(doubles.services)],
    env: { FEATURES: '-lahitapiola-insurance-flow' },
    prepare: insertCatalogue,
    clear: [appointments, rateLimitCounters],
    reset: async (t) => {
      await t.database.db.update(patients).set({ patientDataConsentFormUpdated: NOW });
    },
  });
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  it('takes LähiTapiola without a permit or a concept, and refuses a permit', async () => {
    const id = await insertFreeSlot(c.database, { startDate: later(48) });
    const session = await sessionFor(c.t, c.t.personIds.adult);
    const base = { internalOrganization: 'general', appointmentId: id, emailAddress: 'maija@example.com', phone: '0401234567', customerType: 'insurance', insuranceCompany: 'LAHITAPIOLA' };
    const withPermit = await send(c.t, 'POST', '/api/reserve-appointment', {
      session,
      body: { ...base, reimbursementOption: 'USE_REIMBURSEMENT', directCompensationConsent: true, dcpContentHash: KNEE, conceptCode: '90021' },
    });
    expect(withPermit.statusCode).toBe(400);
    expect(v.parse(ValidationErrorBodySchema, withPermit.json()).details.map((detail) => detail.path)).toEqual(['reimbursementOption', 'dcpContentHash']);
    const plain = await send(c.t, 'POST', '/api/reserve-appointment', { session, body: base });
    expect(v.parse(ReservationResponseSchema, plain.json())).toMatchObject({ type: 'success' });
    expect(await storedAppointment(c.database, id)).toMatchObject({ insuranceCompany: 'LAHITAPIOLA', reimbursementOption: null, conceptCode: null, dcpContentHash: null });
    expect(doubles.state.asked).toEqual([]);
  });
});
