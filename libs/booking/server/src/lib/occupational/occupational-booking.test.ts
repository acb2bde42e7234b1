import type { OccupationalBookingResponse } from '@portal/booking/contracts';
import { OccupationalBookingResponseSchema } from '@portal/booking/contracts';
import { patients } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { buildServer, configPartsOf } from '@portal/shared/server';
import type { TestSession } from '@portal/shared/server/testing';
import { send, sessionFor, testConfig } from '@portal/shared/server/testing';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { bookingServer } from '../../index';
import { agreementTestApp, giveAgreement } from './testing/agreements';

describe.each(testDatabases)('GET /api/occupational-booking on $name', ({ open }) => {
  const c = agreementTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const status = async (session: TestSession): Promise<OccupationalBookingResponse> => {
    const response = await send(c.t, 'GET', '/api/occupational-booking', { session });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return v.parse(OccupationalBookingResponseSchema, response.json());
  };
  const asAdult = () => sessionFor(c.t, c.t.personIds.adult);

  it('answers ok with the specialties the contract products cover and the vaccination permissions', async () => {
    await giveAgreement(c.database, c.t.personIds.adult, {
      contractProductIds: ['OHC_BASIC', 'OHC_MEDICAL_CARE', 'INTERNET_BOOKING_ALLOWED', 'VACCINATIONS', 'INFLUENZA_VACCINE'],
      vaccinationsAllowed: true,
      influenzaVaccinationAllowed: true,
    });
    expect(await status(await asAdult())).toEqual({
      status: 'ok',
      specialtyIds: ['KUV', 'LAB', 'ROK', 'SH', 'TTH', 'YL'],
      contractProductIds: ['OHC_BASIC', 'OHC_MEDICAL_CARE', 'INTERNET_BOOKING_ALLOWED', 'VACCINATIONS', 'INFLUENZA_VACCINE'],
      vaccinationsAllowed: true,
      influenzaVaccinationAllowed: true,
    });
  });

  it('answers no-web-reservation without online booking: nothing bookable, or only the vaccinations of a liftup product', async () => {
    await giveAgreement(c.database, c.t.personIds.adult, { contractType: 'Statutory', contractProductIds: ['OHC_BASIC'], webReservationAllowed: false });
    expect(await status(await asAdult())).toEqual({
      status: 'no-web-reservation',
      specialtyIds: [],
      contractProductIds: ['OHC_BASIC'],
      vaccinationsAllowed: false,
      influenzaVaccinationAllowed: false,
    });
    await giveAgreement(c.database, c.t.personIds.adult, { contractProductIds: ['OHC_BASIC', 'VACCINATIONS'], webReservationAllowed: false, vaccinationsAllowed: true });
    expect(await status(await asAdult())).toMatchObject({ status: 'no-web-reservation', specialtyIds: ['ROK'], vaccinationsAllowed: true });
  });

  it('answers no-web-reservation when online booking is allowed but no product covers anything', async () => {
    await giveAgreement(c.database, c.t.personIds.adult, { contractProductIds: ['INTERNET_BOOKING_ALLOWED'] });
    expect(await status(await asAdult())).toMatchObject({ status: 'no-web-reservation', specialtyIds: [] });
  });

  it('answers no-occupational-healthcare without an agreement, for a private customer with one, and for a guardian acting for a child', async () => {
    const { adult, guardian, child8 } = c.t.personIds;
    expect(await status(await asAdult())).toEqual({ status: 'no-occupational-healthcare' });
    // The guardian's patient record says private: an agreement on record does not make him an occupational customer.
    await giveAgreement(c.database, guardian);
    expect(await status(await sessionFor(c.t, guardian))).toEqual({ status: 'no-occupational-healthcare' });
    await c.database.db.update(patients).set({ healthCareType: 'occupational' }).where(eq(patients.personId, guardian));
    expect(await status(await sessionFor(c.t, guardian))).toMatchObject({ status: 'ok' });
    expect(await status(await sessionFor(c.t, guardian, child8))).toEqual({ status: 'no-occupational-healthcare' });
    await c.database.db.update(patients).set({ healthCareType: 'private' }).where(eq(patients.personId, guardian));
    await giveAgreement(c.database, adult);
    expect(await status(await asAdult())).toMatchObject({ status: 'ok' });
  });

  it('answers unknown-error when the agreement cannot be read', async () => {
    await giveAgreement(c.database, c.t.personIds.adult);
    const session = await asAdult();
    await c.database.db.execute(sql`alter table occupational_contracts rename to occupational_contracts_away`);
    try {
      expect(await status(session)).toEqual({ status: 'unknown-error' });
    } finally {
      await c.database.db.execute(sql`alter table occupational_contracts_away rename to occupational_contracts`);
    }
    expect(await status(session)).toMatchObject({ status: 'ok' });
  });

  it('is for signed-in patients only', async () => {
    const response = await send(c.t, 'GET', '/api/occupational-booking');
    expect(response.statusCode).toBe(401);
  });

  it("answers no-occupational-healthcare in the children's brand, which offers no occupational health care", async () => {
    await giveAgreement(c.database, c.t.personIds.adult);
    const children = await buildServer({ config: testConfig({ PORTAL_BRAND: 'children' }, configPartsOf([bookingServer])), database: c.database, domains: [bookingServer], testPersons: [], logging: false, now: () => c.t.clock.now });
    try {
      const session = await asAdult();
      const response = await children.inject({ method: 'GET', url: '/api/occupational-booking', headers: { cookie: session.cookie } });
      expect([response.statusCode, response.json()]).toEqual([200, { status: 'no-occupational-healthcare' }]);
    } finally {
      await children.close();
    }
  });
});
