import { ImagingOverviewSchema, ImagingResultDaySchema, LaboratoryOverviewSchema, LabResultDaySchema, LabTrendSchema } from '@portal/lab-imaging/contracts';
import { demoPersonIds, seedDemoData } from '@portal/shared/db/seed';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestApp } from '@portal/shared/server/testing';
import { call, createTestApp, sessionFor } from '@portal/shared/server/testing';
import { helsinkiInstant } from '@portal/shared/util';
import * as v from 'valibot';
import { labImagingServer } from '../index';

const TODAY = '2026-11-22';
const ids = demoPersonIds();

// The demo persons the portal's end-to-end tests sign in as: what they find must be there.
describe.each(testDatabases)('the demo data’s results on $name', ({ open }) => {
  let t: TestApp;

  beforeAll(async () => {
    const database = await open();
    await seedDemoData(database.db, { today: TODAY, slots: 'sample' });
    t = await createTestApp({ database, domains: [labImagingServer] });
    t.clock.now = helsinkiInstant(TODAY, '12:00');
  }, 120_000);
  afterAll(() => t.close());

  const get = async <T>(schema: v.GenericSchema<unknown, T>, url: string, personId: number, actingFor: number | null = null): Promise<T> => {
    const response = await call(t, 'GET', url, { session: await sessionFor(t, personId, actingFor) });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return v.parse(schema, response.json());
  };

  it('gives Laura Mäkinen referrals, a pending and a ready result date, packages and a trend', async () => {
    const laboratory = await get(LaboratoryOverviewSchema, '/api/laboratory?lang=fi', ids.private);
    expect(laboratory.referrals.map((r) => r.status)).toEqual(['valid', 'valid', 'expired']);
    expect(laboratory.resultDates.map((d) => [d.date, d.readiness])).toEqual([
      ['2026-11-20', 'pending'],
      ['2026-10-13', 'ready'],
      ['2025-10-18', 'ready'],
      ['2025-05-11', 'ready'],
      ['2024-10-23', 'ready'],
    ]);

    const newest = await get(LabResultDaySchema, '/api/lab-results/2026-11-20?lang=en', ids.private);
    expect(newest.patientName).toBe('Laura Mäkinen');
    expect(newest.tests.map((test) => [test.kind, test.displayName])).toEqual([
      ['package', 'Perusverenkuva'],
      ['single', 'C-reaktiivinen proteiini'],
      ['single', 'Tyreotropiini'],
      ['single', 'Glykoitunut hemoglobiini'],
    ]);
    const trend = await get(LabTrendSchema, '/api/lab-results/trend?code=B-Hb', ids.private);
    // Three measurements, the oldest first; the low one of May 2025 outside the range.
    expect(trend.points.map((p) => p.date)).toEqual(['2024-10-23', '2025-05-11', '2026-11-20']);
    expect(trend.points.map((p) => p.isWithinReferenceRange)).toEqual([true, false, true]);

    const imaging = await get(ImagingOverviewSchema, '/api/imaging?lang=fi', ids.private);
    expect(imaging.referrals.map((r) => r.status)).toEqual(['valid', 'expired']);
    expect(imaging.results.map((r) => [r.imagingDate, r.hasStatement])).toEqual([
      ['2026-11-19', false],
      ['2026-10-13', true],
    ]);
    const day = await get(ImagingResultDaySchema, '/api/imaging-results/2026-10-13', ids.private);
    expect(day.results[0]?.statementText).toContain('Keuhkokentät');
  });

  it('gives Ella Laine (children’s brand) lab referrals and results but no imaging, and Eetu an imaging result', async () => {
    const laboratory = await get(LaboratoryOverviewSchema, '/api/laboratory?lang=sv', ids.teen);
    expect(laboratory.referrals).toHaveLength(2);
    expect(laboratory.resultDates.map((d) => d.readiness)).toEqual(['ready', 'ready', 'ready']);
    const crp = (await get(LabResultDaySchema, `/api/lab-results/${laboratory.resultDates[0]?.date}`, ids.teen)).tests.find((test) => test.code === 'P-CRP');
    expect(crp).toMatchObject({ result: { type: 'numeric', resultNumber: 12, isWithinReferenceRange: false } });
    expect(await get(ImagingOverviewSchema, '/api/imaging', ids.teen)).toEqual({ referrals: [], results: [] });

    const eetu = await get(ImagingOverviewSchema, '/api/imaging', ids.guardian, ids.child);
    expect(eetu.results.map((r) => r.examinationName)).toEqual(['Ranteen röntgenkuvaus, vasen']);
  });
});
