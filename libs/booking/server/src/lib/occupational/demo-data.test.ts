import type { OccupationalBookingResponse } from '@portal/booking/contracts';
import { OccupationalBookingResponseSchema } from '@portal/booking/contracts';
import type { DatabaseHandle } from '@portal/shared/db';
import { demoPersonIds, seedDemoData } from '@portal/shared/db/seed';
import { testDatabases } from '@portal/shared/db/testing';
import { buildServer, configPartsOf, createSessionStore } from '@portal/shared/server';
import { testConfig } from '@portal/shared/server/testing';
import { helsinkiInstant } from '@portal/shared/util';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { bookingServer } from '../../index';

const TODAY = '2026-11-22';
const NOW = helsinkiInstant(TODAY, '12:00');
const ids = demoPersonIds();

// The demo persons the portal's end-to-end tests sign in as (README "Test persons"): each meets
// the status the occupational booking tests expect of them.
describe.each(testDatabases)('occupational booking of the demo persons on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const config = testConfig({}, configPartsOf([bookingServer]));

  beforeAll(async () => {
    database = await open();
    await seedDemoData(database.db, { today: TODAY, slots: 'sample' });
    app = await buildServer({ config, database, domains: [bookingServer], testPersons: [], logging: false, now: () => NOW });
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const statusOf = async (personId: number): Promise<OccupationalBookingResponse> => {
    const store = createSessionStore(database.db, config.session, () => NOW);
    const { token } = await store.create({ personId, actingForId: null, sessionScope: 'default', lang: 'fi', identificationMethod: 'nordea' });
    const response = await app.inject({ method: 'GET', url: '/api/occupational-booking', headers: { cookie: `portal_session=${token}` } });
    return v.parse(OccupationalBookingResponseSchema, response.json());
  };

  it('lets Mikko Korhonen book what his agreement covers, vaccinations and influenza included', async () => {
    expect(await statusOf(ids.occupational)).toEqual({
      status: 'ok',
      specialtyIds: ['KUV', 'LAB', 'ROK', 'SH', 'TTH', 'YL'],
      contractProductIds: ['OHC_BASIC', 'OHC_MEDICAL_CARE', 'INTERNET_BOOKING_ALLOWED', 'VACCINATIONS', 'INFLUENZA_VACCINE'],
      vaccinationsAllowed: true,
      influenzaVaccinationAllowed: true,
    });
  });

  it('tells Sanna Virtanen online booking is not in her agreement, with no vaccinations for a liftup', async () => {
    expect(await statusOf(ids.occupationalByPhone)).toEqual({
      status: 'no-web-reservation',
      specialtyIds: [],
      contractProductIds: ['OHC_BASIC'],
      vaccinationsAllowed: false,
      influenzaVaccinationAllowed: false,
    });
  });

  it('finds no agreement for Laura Mäkinen, a private customer', async () => {
    expect(await statusOf(ids.private)).toEqual({ status: 'no-occupational-healthcare' });
  });
});
