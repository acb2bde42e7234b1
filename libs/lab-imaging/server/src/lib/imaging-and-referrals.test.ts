import { ImagingOverviewSchema, ImagingResultDaySchema, ReferralResponseSchema } from '@portal/lab-imaging/contracts';
import { testDatabases } from '@portal/shared/db/testing';
import { call } from '@portal/shared/server/testing';
import * as v from 'valibot';
import { insertImaging, insertReferral, labImagingTestApp } from '../testing/fixtures';

describe.each(testDatabases)('imaging and referrals on $name', ({ open }) => {
  const c = labImagingTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  describe('GET /api/imaging', () => {
    it('lists the patient’s imaging referrals and results, newest first', async () => {
      const { adult, guardian } = c.t.personIds;
      const referralId = await insertReferral(c.database, adult, { type: 'imaging', title: 'Polven magneettitutkimus', validUntil: '2026-11-01' });
      await insertReferral(c.database, adult, { type: 'laboratory' });
      const older = await insertImaging(c.database, adult, { imagingDate: '2026-01-10', examinationName: null, statementText: 'Normaali löydös.' });
      const newer = await insertImaging(c.database, adult, { statementText: null });
      const blank = await insertImaging(c.database, adult, { imagingDate: '2025-12-01', statementText: '  ' });
      await insertImaging(c.database, adult, { imagingDate: '2026-11-01', viewRestriction: 'professional' });
      await insertImaging(c.database, guardian);

      const response = await c.get('/api/imaging?lang=sv');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const overview = v.parse(ImagingOverviewSchema, response.json());
      expect(overview.referrals).toEqual([expect.objectContaining({ id: referralId, type: 'imaging', status: 'expired', description: null })]);
      expect(overview.results).toEqual([
        { id: newer, imagingDate: '2026-11-19', examinationName: 'Polven magneettitutkimus, oikea', hasStatement: false },
        { id: older, imagingDate: '2026-01-10', examinationName: null, hasStatement: true },
        { id: blank, imagingDate: '2025-12-01', examinationName: 'Polven magneettitutkimus, oikea', hasStatement: false },
      ]);
    });

    it('shows a guardian acting for a child the child’s, and needs a session', async () => {
      const { guardian, child8 } = c.t.personIds;
      await insertImaging(c.database, child8, { examinationName: 'Ranteen röntgenkuvaus' });
      const child = v.parse(ImagingOverviewSchema, (await c.get('/api/imaging', guardian, child8)).json());
      expect(child.results.map((r) => r.examinationName)).toEqual(['Ranteen röntgenkuvaus']);
      expect(v.parse(ImagingOverviewSchema, (await c.get('/api/imaging', guardian)).json()).results).toEqual([]);
      expect((await call(c.t, 'GET', '/api/imaging')).statusCode).toBe(401);
    });
  });

  describe('GET /api/imaging-results/{imagingDate}', () => {
    it('answers the day’s results with the statement and the patient’s name', async () => {
      const { adult } = c.t.personIds;
      const knee = await insertImaging(c.database, adult);
      const lungs = await insertImaging(c.database, adult, { examinationName: null, statementText: null });
      await insertImaging(c.database, adult, { imagingDate: '2026-11-18' });

      const response = await c.get('/api/imaging-results/2026-11-19?lang=en');
      expect(response.statusCode).toBe(200);
      expect(v.parse(ImagingResultDaySchema, response.json())).toEqual({
        imagingDate: '2026-11-19',
        patientName: 'Maija Testinen',
        results: [
          { id: knee, imagingDate: '2026-11-19', examinationName: 'Polven magneettitutkimus, oikea', statementText: 'Ei tuoreita vammoja.' },
          { id: lungs, imagingDate: '2026-11-19', examinationName: null, statementText: null },
        ],
      });
    });

    it('answers another person’s date exactly as one without results', async () => {
      const { guardian, child8 } = c.t.personIds;
      await insertImaging(c.database, child8, { imagingDate: '2026-10-10' });
      await insertImaging(c.database, c.t.personIds.adult, { imagingDate: '2026-10-11', viewRestriction: 'professional' });
      for (const date of ['2026-10-10', '2026-10-11', '2026-10-12']) {
        const response = await c.get(`/api/imaging-results/${date}`);
        expect([date, response.statusCode, response.json()]).toEqual([date, 404, { type: 'NotFound' }]);
      }
      expect((await c.get('/api/imaging-results/2026-10-10', guardian, child8)).statusCode).toBe(200);
      expect((await c.get('/api/imaging-results/2026-02-30')).statusCode).toBe(400);
    });
  });

  describe('GET /api/referrals/{id}', () => {
    it('answers the patient’s referral of the type asked for', async () => {
      const id = await insertReferral(c.database, c.t.personIds.adult, { validUntil: '2026-11-23' });
      const response = await c.get(`/api/referrals/${id}?type=laboratory&lang=fi`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(v.parse(ReferralResponseSchema, response.json()).referral).toEqual({
        id,
        type: 'laboratory',
        title: 'Perusverenkuva ja CRP',
        description: 'Näytteenotto ilman ajanvarausta arkisin 7–18.',
        creationDate: '2026-11-20',
        validUntil: '2026-11-23',
        status: 'valid',
        practitioner: { name: 'Anna Lääkäri' },
        patientInstructionsUrl: 'https://example.com/ohjeet/laboratorio',
      });
      const english = v.parse(ReferralResponseSchema, (await c.get(`/api/referrals/${id}?type=laboratory&lang=en`)).json());
      expect(english.referral.description).toBeNull();
    });

    it('answers another person’s referral, or one of the other type, exactly as a missing one', async () => {
      const { adult, guardian, child8 } = c.t.personIds;
      const theirs = await insertReferral(c.database, child8);
      const imaging = await insertReferral(c.database, adult, { type: 'imaging' });
      for (const url of [`/api/referrals/${theirs}?type=laboratory`, `/api/referrals/${imaging}?type=laboratory`, '/api/referrals/999999?type=laboratory']) {
        const response = await c.get(url);
        expect([url, response.statusCode, response.json()]).toEqual([url, 404, { type: 'NotFound' }]);
      }
      expect((await c.get(`/api/referrals/${imaging}?type=imaging`)).statusCode).toBe(200);
      expect((await c.get(`/api/referrals/${theirs}?type=laboratory`, guardian)).statusCode).toBe(404);
      expect((await c.get(`/api/referrals/${theirs}?type=laboratory`, guardian, child8)).statusCode).toBe(200);
    });

    it('refuses a bad id or type', async () => {
      for (const url of ['/api/referrals/abc?type=laboratory', '/api/referrals/9999999999?type=imaging', '/api/referrals/1', '/api/referrals/1?type=visit']) {
        expect([url, (await c.get(url)).statusCode]).toEqual([url, 400]);
      }
    });
  });
});
