import { VaccinationsListSchema } from '@portal/vaccinations/contracts';
import { demoPersonIds, seedDemoData } from '@portal/shared/db/seed';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestApp } from '@portal/shared/server/testing';
import { call, createTestApp, sessionFor } from '@portal/shared/server/testing';
import { helsinkiInstant } from '@portal/shared/util';
import * as v from 'valibot';
import { vaccinationsServer } from '../index';

const TODAY = '2026-11-22';
const ids = demoPersonIds();

// The demo persons the portal's end-to-end tests sign in as: what they page through must be there.
describe.each(testDatabases)('the demo data’s vaccinations on $name', ({ open }) => {
  let t: TestApp;

  beforeAll(async () => {
    const database = await open();
    await seedDemoData(database.db, { today: TODAY, slots: 'sample' });
    t = await createTestApp({ database, domains: [vaccinationsServer] });
    t.clock.now = helsinkiInstant(TODAY, '12:00');
  }, 120_000);
  afterAll(() => t.close());

  const page = async (n: number, personId: number, actingFor: number | null = null) => {
    const response = await call(t, 'GET', `/api/vaccinations?lang=fi&page=${n}`, { session: await sessionFor(t, personId, actingFor) });
    expect(response.statusCode).toBe(200);
    return v.parse(VaccinationsListSchema, response.json());
  };

  it('gives Laura Mäkinen 28 vaccinations over two pages, newest first', async () => {
    const first = await page(0, ids.private);
    const second = await page(1, ids.private);
    expect([first.totalCount, first.vaccinations.length, second.vaccinations.length]).toEqual([28, 25, 3]);
    const dates = [...first.vaccinations, ...second.vaccinations].map((vaccination) => vaccination.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.vaccinations[0]).toMatchObject({ date: '2026-10-13', effectiveUntil: '2027-04-11', practitioner: { name: expect.any(String) } });
  });

  it('gives Ella her own programme and Eetu his through his guardian, one page each', async () => {
    const ella = await page(0, ids.teen);
    const eetu = await page(0, ids.guardian, ids.child);
    expect(ella.totalCount).toBeGreaterThan(0);
    expect(eetu.totalCount).toBeGreaterThan(0);
    expect(Math.max(ella.totalCount, eetu.totalCount)).toBeLessThanOrEqual(25);
    // Ella is 13: her HPV doses are given, Eetu's are years away.
    expect(ella.vaccinations.some((vaccination) => vaccination.name.startsWith('HPV'))).toBe(true);
    expect(eetu.vaccinations.some((vaccination) => vaccination.name.startsWith('HPV'))).toBe(false);
  });
});
