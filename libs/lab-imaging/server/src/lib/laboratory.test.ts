import { LaboratoryOverviewSchema, LabResultDaySchema, LabTrendSchema } from '@portal/lab-imaging/contracts';
import { labResults } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { call } from '@portal/shared/server/testing';
import * as v from 'valibot';
import { insertLabPackage, insertLabTest, insertReferral, labImagingTestApp } from '../testing/fixtures';
import { TREND_MAX_POINTS } from './queries';

describe.each(testDatabases)('laboratory on $name', ({ open }) => {
  const c = labImagingTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  describe('GET /api/laboratory', () => {
    const overview = async (query = 'lang=fi', personId?: number, actingFor?: number | null) => {
      const response = await c.get(`/api/laboratory?${query}`, personId, actingFor);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return v.parse(LaboratoryOverviewSchema, response.json());
    };

    it('lists the patient’s laboratory referrals and result dates, newest first', async () => {
      const { adult } = c.t.personIds;
      const referralId = await insertReferral(c.database, adult);
      await insertReferral(c.database, adult, { type: 'imaging', title: 'Polven magneettitutkimus' });
      await insertLabTest(c.database, adult, { resultDate: '2026-10-01', displayName: 'Glukoosi', code: 'fP-Gluk' });
      await insertLabPackage(c.database, adult, { resultDate: '2026-11-20' }, [{ displayName: 'Hemoglobiini' }, { displayName: 'Leukosyytit', code: 'B-Leuk', isReady: false, status: 'sampled', resultNumber: null }]);
      await insertLabTest(c.database, adult, { resultDate: '2026-11-20', position: 2, displayName: 'CRP', code: 'P-CRP' });

      const answer = await overview();
      expect(answer.referrals).toEqual([
        {
          id: referralId,
          type: 'laboratory',
          title: 'Perusverenkuva ja CRP',
          description: 'Näytteenotto ilman ajanvarausta arkisin 7–18.',
          creationDate: '2026-11-20',
          validUntil: '2026-12-31',
          status: 'valid',
          practitioner: { name: 'Anna Lääkäri' },
          patientInstructionsUrl: 'https://example.com/ohjeet/laboratorio',
        },
      ]);
      expect(answer.resultDates.map(({ date, readiness, tests }) => [date, readiness, tests.map((test) => [test.displayName, test.isReady])])).toEqual([
        [
          '2026-11-20',
          'pending',
          [
            ['Perusverenkuva', false],
            ['CRP', true],
          ],
        ],
        ['2026-10-01', 'ready', [['Glukoosi', true]]],
      ]);
    });

    it('shows the description in Finnish only', async () => {
      await insertReferral(c.database, c.t.personIds.adult);
      expect((await overview('lang=fi')).referrals[0]?.description).toBe('Näytteenotto ilman ajanvarausta arkisin 7–18.');
      expect((await overview('lang=sv')).referrals[0]?.description).toBeNull();
      expect((await overview('lang=en')).referrals[0]?.description).toBeNull();
    });

    it('keeps a referral valid through its last day (Helsinki) and not a moment longer', async () => {
      const { adult } = c.t.personIds;
      await insertReferral(c.database, adult, { title: 'today', validUntil: '2026-11-23' });
      await insertReferral(c.database, adult, { title: 'yesterday', validUntil: '2026-11-22' });
      const statuses = async () => Object.fromEntries((await overview()).referrals.map((r) => [r.title, r.status]));
      expect(await statuses()).toEqual({ today: 'valid', yesterday: 'expired' });
      // 23.11. 23:59 in Helsinki is 21:59 UTC; midnight turns the day.
      c.t.clock.now = new Date('2026-11-23T21:59:00Z');
      expect(await statuses()).toEqual({ today: 'valid', yesterday: 'expired' });
      c.t.clock.now = new Date('2026-11-23T22:00:00Z');
      expect(await statuses()).toEqual({ today: 'expired', yesterday: 'expired' });
    });

    it('offers only https instructions, and no practitioner who is no longer known', async () => {
      await insertReferral(c.database, c.t.personIds.adult, { patientInstructionsUrl: 'javascript:alert(1)', practitionerId: null });
      const [referral] = (await overview()).referrals;
      expect(referral).toMatchObject({ patientInstructionsUrl: null, practitioner: null });
    });

    it.each([
      ['http://instructions.example/lab', null],
      ['//evil.example/lab', null],
      ['/\\evil.example/lab', null],
      ['/ohjeet/laboratorio', '/ohjeet/laboratorio'],
      ['https://instructions.example/lab', 'https://instructions.example/lab'],
    ])('offers the instructions at %s as %s: https: or a path of this site', async (stored, offered) => {
      await insertReferral(c.database, c.t.personIds.adult, { patientInstructionsUrl: stored });
      const [referral] = (await overview()).referrals;
      expect(referral?.patientInstructionsUrl).toBe(offered);
    });

    it('shows only the patient’s own, and a guardian acting for a child the child’s', async () => {
      const { adult, guardian, child8 } = c.t.personIds;
      await insertReferral(c.database, guardian, { title: 'Ville' });
      await insertReferral(c.database, child8, { title: 'Aino' });
      await insertLabTest(c.database, guardian, { displayName: 'Ville' });
      await insertLabTest(c.database, child8, { displayName: 'Aino' });
      await insertLabTest(c.database, child8, { displayName: 'Only for professionals', viewRestriction: 'professional', resultDate: '2026-11-01' });

      expect(await overview('lang=fi', adult)).toEqual({ referrals: [], resultDates: [] });
      const child = await overview('lang=fi', guardian, child8);
      expect(child.referrals.map((r) => r.title)).toEqual(['Aino']);
      expect(child.resultDates.flatMap((d) => d.tests.map((t) => t.displayName))).toEqual(['Aino']);
      const own = await overview('lang=fi', guardian);
      expect(own.resultDates.flatMap((d) => d.tests.map((t) => t.displayName))).toEqual(['Ville']);
    });

    it('needs a session and a known language', async () => {
      expect((await call(c.t, 'GET', '/api/laboratory')).statusCode).toBe(401);
      expect((await c.get('/api/laboratory?lang=de')).statusCode).toBe(400);
    });
  });

  describe('GET /api/lab-results/{date}', () => {
    it('answers the day’s tests with packages, results, ranges and the patient’s name', async () => {
      const { adult } = c.t.personIds;
      const { packageId, itemIds } = await insertLabPackage(c.database, adult, { position: 1 }, [
        { displayName: 'Hemoglobiini', description: 'Veren hemoglobiini.' },
        { displayName: 'Leukosyytit', code: 'B-Leuk', status: 'sampled', isReady: false, resultNumber: null, resultType: null, isWithinReferenceRange: null },
      ]);
      const crp = await insertLabTest(c.database, adult, {
        position: 2,
        displayName: 'CRP',
        code: 'P-CRP',
        resultNumber: 3,
        resultPrefix: 'lessThan',
        referenceRangeMin: null,
        referenceRangeMax: 3,
        unit: 'mg/l',
      });
      const strep = await insertLabTest(c.database, adult, {
        position: 3,
        displayName: 'Streptokokki A',
        code: 'Ns-StrAAg',
        resultType: 'textual',
        resultNumber: null,
        resultText: 'Negatiivinen',
        unit: null,
        referenceRangeMin: null,
        referenceRangeMax: null,
        additionalResult: 'Viljely ei tarpeen.',
      });
      // Another day and another person are not part of it.
      await insertLabTest(c.database, adult, { resultDate: '2026-11-19' });
      await insertLabTest(c.database, c.t.personIds.guardian);

      const response = await c.get('/api/lab-results/2026-11-20?lang=en');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const day = v.parse(LabResultDaySchema, response.json());
      expect(day).toEqual({
        date: '2026-11-20',
        patientName: 'Maija Testinen',
        readiness: 'pending',
        tests: [
          {
            kind: 'package',
            id: packageId,
            displayName: 'Perusverenkuva',
            code: 'B-PVK',
            isReady: false,
            items: [
              {
                kind: 'single',
                id: itemIds[0],
                displayName: 'Hemoglobiini',
                code: 'B-Hb',
                status: 'ready',
                isReady: true,
                result: { type: 'numeric', resultNumber: 138, prefix: null, isWithinReferenceRange: true },
                unit: 'g/l',
                referenceRange: { min: 117, max: 167 },
                description: 'Veren hemoglobiini.',
                additionalResult: null,
              },
              expect.objectContaining({ id: itemIds[1], status: 'sampled', isReady: false, result: null }),
            ],
          },
          expect.objectContaining({
            id: crp,
            result: { type: 'numeric', resultNumber: 3, prefix: 'lessThan', isWithinReferenceRange: true },
            referenceRange: { min: null, max: 3 },
          }),
          expect.objectContaining({
            id: strep,
            result: { type: 'textual', resultText: 'Negatiivinen' },
            referenceRange: null,
            unit: null,
            additionalResult: 'Viljely ei tarpeen.',
          }),
        ],
      });
    });

    it('is ready once every test of the day is', async () => {
      await insertLabPackage(c.database, c.t.personIds.adult, {}, [{}, { code: 'B-Leuk' }]);
      const day = v.parse(LabResultDaySchema, (await c.get('/api/lab-results/2026-11-20')).json());
      expect(day.readiness).toBe('ready');
    });

    it('answers another person’s date exactly as a date without results', async () => {
      const { guardian, child8 } = c.t.personIds;
      await insertLabTest(c.database, child8, { resultDate: '2026-11-18' });
      const theirs = await c.get('/api/lab-results/2026-11-18');
      const none = await c.get('/api/lab-results/2026-01-01');
      expect([theirs.statusCode, theirs.json()]).toEqual([404, { type: 'NotFound' }]);
      expect([none.statusCode, none.json()]).toEqual([404, { type: 'NotFound' }]);
      // The guardian sees it only when acting for the child.
      expect((await c.get('/api/lab-results/2026-11-18', guardian)).statusCode).toBe(404);
      const acting = await c.get('/api/lab-results/2026-11-18', guardian, child8);
      expect(acting.statusCode).toBe(200);
      expect(v.parse(LabResultDaySchema, acting.json()).patientName).toBe('Aino Huoltaja');
    });

    it('hides what only professionals may see', async () => {
      await insertLabTest(c.database, c.t.personIds.adult, { viewRestriction: 'professional' });
      expect((await c.get('/api/lab-results/2026-11-20')).statusCode).toBe(404);
    });

    it('refuses a date that is not a real day', async () => {
      for (const date of ['2026-02-30', '20261120', 'today', '2026-11-20T00:00']) {
        expect((await c.get(`/api/lab-results/${date}`)).statusCode).toBe(400);
      }
    });
  });

  describe('GET /api/lab-results/trend', () => {
    const trend = async (code: string, personId?: number, actingFor?: number | null) => {
      const response = await c.get(`/api/lab-results/trend?code=${encodeURIComponent(code)}&lang=fi`, personId, actingFor);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return v.parse(LabTrendSchema, response.json());
    };

    it('answers the patient’s ready numeric results of the code, oldest first, with their ranges', async () => {
      const { adult, guardian } = c.t.personIds;
      const first = await insertLabTest(c.database, adult, { resultDate: '2025-05-02', resultNumber: 112, isWithinReferenceRange: false, referenceRangeMin: 117 });
      const { itemIds } = await insertLabPackage(c.database, adult, { resultDate: '2026-11-20' }, [{ resultNumber: 138 }]);
      // Not part of the trend: pending, another code, another person, for professionals only.
      await insertLabTest(c.database, adult, { resultDate: '2026-11-21', status: 'sampled', isReady: false, resultNumber: null, resultType: null });
      await insertLabTest(c.database, adult, { code: 'P-CRP', resultNumber: 5 });
      await insertLabTest(c.database, guardian, { resultNumber: 150 });
      await insertLabTest(c.database, adult, { resultDate: '2026-06-01', resultNumber: 99, viewRestriction: 'professional' });

      expect(await trend('B-Hb')).toEqual({
        code: 'B-Hb',
        displayName: 'Hemoglobiini',
        unit: 'g/l',
        points: [
          { id: first, date: '2025-05-02', resultNumber: 112, prefix: null, isWithinReferenceRange: false, referenceRange: { min: 117, max: 167 } },
          { id: itemIds[0], date: '2026-11-20', resultNumber: 138, prefix: null, isWithinReferenceRange: true, referenceRange: { min: 117, max: 167 } },
        ],
      });
    });

    it(`keeps the newest ${TREND_MAX_POINTS} results`, async () => {
      const { adult } = c.t.personIds;
      const rows = Array.from({ length: TREND_MAX_POINTS + 5 }, (_, n) => ({
        patientId: adult,
        position: 1,
        resultDate: `20${String(10 + Math.floor(n / 12)).padStart(2, '0')}-${String((n % 12) + 1).padStart(2, '0')}-15`,
        displayName: 'Hemoglobiini',
        code: 'B-Hb',
        status: 'ready' as const,
        isReady: true,
        resultType: 'numeric' as const,
        resultNumber: 120 + n,
      }));
      await c.database.db.insert(labResults).values(rows);
      const points = (await trend('B-Hb')).points;
      expect(points).toHaveLength(TREND_MAX_POINTS);
      expect(points[0]?.resultNumber).toBe(125);
      expect(points.at(-1)?.resultNumber).toBe(120 + TREND_MAX_POINTS + 4);
    });

    it('answers 404 for a code the patient has no numeric result of, whoever has one', async () => {
      const { guardian, child8 } = c.t.personIds;
      await insertLabTest(c.database, child8, { code: 'P-CRP' });
      await insertLabTest(c.database, c.t.personIds.adult, { code: 'Ns-StrAAg', resultType: 'textual', resultNumber: null, resultText: 'Negatiivinen' });
      for (const code of ['P-CRP', 'Ns-StrAAg', 'X-Unknown']) {
        const response = await c.get(`/api/lab-results/trend?code=${code}`);
        expect([code, response.statusCode, response.json()]).toEqual([code, 404, { type: 'NotFound' }]);
      }
      expect((await trend('P-CRP', guardian, child8)).points).toHaveLength(1);
    });

    it('refuses a missing or malformed code', async () => {
      expect((await c.get('/api/lab-results/trend')).statusCode).toBe(400);
      expect((await c.get('/api/lab-results/trend?code=%3Cscript%3E')).statusCode).toBe(400);
      expect((await call(c.t, 'GET', '/api/lab-results/trend?code=B-Hb')).statusCode).toBe(401);
    });
  });
});
