import { MedicalReportSchema, VisitsListSchema } from '@portal/visits/contracts';
import { testDatabases } from '@portal/shared/db/testing';
import { call, NOW, practitionerName, sessionFor } from '@portal/shared/server/testing';
import * as v from 'valibot';
import { insertVisit, visitTestApp } from '../testing/visit-fixtures';

const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

describe.each(testDatabases)('visits on $name', ({ open }) => {
  const c = visitTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const get = async (url: string, personId = c.t.personIds.adult, actingFor: number | null = null) =>
    call(c.t, 'GET', url, { session: await sessionFor(c.t, personId, actingFor) });

  describe('GET /api/visits', () => {
    const list = async (query: string, personId?: number, actingFor?: number | null) => {
      const response = await get(`/api/visits?${query}`, personId, actingFor);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return v.parse(VisitsListSchema, response.json());
    };

    it('lists the patient’s visits newest first, 20 a page, with the total', async () => {
      const { adult, guardian } = c.t.personIds;
      for (let n = 1; n <= 22; n++) await insertVisit(c.database, adult, { dateTime: daysAgo(n) });
      await insertVisit(c.database, guardian);

      const first = await list('lang=fi&page=0');
      expect(first).toMatchObject({ page: 0, pageSize: 20, totalCount: 22 });
      expect(first.visits.map((visit) => visit.dateTime)).toEqual(Array.from({ length: 20 }, (_, i) => daysAgo(i + 1).toISOString()));
      const second = await list('lang=fi&page=1&csrfToken=ignored');
      expect(second.visits.map((visit) => visit.dateTime)).toEqual([daysAgo(21).toISOString(), daysAgo(22).toISOString()]);
      expect((await list('page=2')).visits).toEqual([]);
      // The first page by default.
      expect((await list('lang=en')).visits).toHaveLength(20);
    });

    it('names the practitioner and the specialty in the language asked for', async () => {
      const id = await insertVisit(c.database, c.t.personIds.adult, { visitType: 'occupationalHealth' });
      const name = await practitionerName(c.database, 1);
      const visit = { id, dateTime: daysAgo(1).toISOString(), practitionerName: name, visitType: 'occupationalHealth' };
      expect((await list('lang=fi')).visits).toEqual([{ ...visit, specialtyName: 'Yleislääketiede' }]);
      expect((await list('lang=sv')).visits).toEqual([{ ...visit, specialtyName: 'Allmänmedicin' }]);
      expect((await list('lang=en')).visits).toEqual([{ ...visit, specialtyName: 'General practice' }]);
      // Finnish when the language is left out.
      expect((await list('')).visits[0]?.specialtyName).toBe('Yleislääketiede');
    });

    it('answers null for a practitioner or specialty not on record', async () => {
      await insertVisit(c.database, c.t.personIds.adult, { practitionerId: null, specialtyId: null });
      expect((await list('lang=en')).visits[0]).toMatchObject({ practitionerName: null, specialtyName: null });
    });

    it('keeps visits of one moment in a stable order across pages', async () => {
      for (let n = 0; n < 21; n++) await insertVisit(c.database, c.t.personIds.adult);
      const ids = [...(await list('page=0')).visits, ...(await list('page=1')).visits].map((visit) => visit.id);
      expect(new Set(ids).size).toBe(21);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('leaves out reports meant for professionals only', async () => {
      const { adult } = c.t.personIds;
      const readable = await insertVisit(c.database, adult);
      await insertVisit(c.database, adult, { viewRestriction: 'professional' });
      const page = await list('page=0');
      expect(page.visits.map((visit) => visit.id)).toEqual([readable]);
      expect(page.totalCount).toBe(1);
    });

    it('shows a guardian acting for a child the child’s visits, and only theirs', async () => {
      const { guardian, child8, child13 } = c.t.personIds;
      const aino = await insertVisit(c.database, child8);
      await insertVisit(c.database, child13);
      const own = await insertVisit(c.database, guardian);
      expect((await list('page=0', guardian, child8)).visits.map((visit) => visit.id)).toEqual([aino]);
      expect((await list('page=0', guardian)).visits.map((visit) => visit.id)).toEqual([own]);
    });

    it('says there are none', async () => {
      expect(await list('page=0')).toEqual({ visits: [], page: 0, pageSize: 20, totalCount: 0 });
    });

    it('refuses a bad page or language and needs a session', async () => {
      for (const query of ['page=-1', 'page=x', 'page=1234567', 'lang=de']) {
        const response = await get(`/api/visits?${query}`);
        expect([response.statusCode, response.json().type]).toEqual([400, 'ValidationError']);
      }
      expect((await call(c.t, 'GET', '/api/visits')).statusCode).toBe(401);
    });
  });

  describe('GET /api/visits/{id}', () => {
    const report = async (id: number | string, query = 'lang=en', personId?: number, actingFor?: number | null) => {
      const response = await get(`/api/visits/${id}?${query}`, personId, actingFor);
      return response;
    };

    it('answers the visit, whose it is with the identity code masked, the diagnoses and the texts in order', async () => {
      const id = await insertVisit(
        c.database,
        c.t.personIds.adult,
        {},
        {
          diagnoses: [
            ['M54.5', 'Alaselän kipu'],
            ['Z73.3', 'Stressi, muualla luokittamaton'],
          ],
          texts: [
            ['Tulosyy', 'Alaselkäkipua kaksi viikkoa.'],
            ['Tutkimukset', 'Neurologisesti ei puutoksia.'],
            ['Hoito ja jatko', 'Kotiharjoitteet.'],
          ],
        },
      );
      const response = await report(id, 'lang=sv');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(v.parse(MedicalReportSchema, response.json())).toEqual({
        id,
        dateTime: daysAgo(1).toISOString(),
        practitionerName: await practitionerName(c.database, 1),
        specialtyName: 'Allmänmedicin',
        visitType: 'private',
        patient: { name: 'Maija Testinen', maskedIdentityCode: '150585-****' },
        diagnoses: [
          { code: 'M54.5', description: 'Alaselän kipu' },
          { code: 'Z73.3', description: 'Stressi, muualla luokittamaton' },
        ],
        texts: [
          { title: 'Tulosyy', body: 'Alaselkäkipua kaksi viikkoa.' },
          { title: 'Tutkimukset', body: 'Neurologisesti ei puutoksia.' },
          { title: 'Hoito ja jatko', body: 'Kotiharjoitteet.' },
        ],
      });
      // The whole identity code never leaves the server.
      expect(response.body).not.toContain('150585-901P');
    });

    it('answers a report without diagnoses or texts with empty lists', async () => {
      const id = await insertVisit(c.database, c.t.personIds.adult, {}, { diagnoses: [], texts: [] });
      expect((await report(id)).json()).toMatchObject({ diagnoses: [], texts: [] });
    });

    it('answers another patient’s visit exactly as a missing one', async () => {
      const { adult, guardian } = c.t.personIds;
      const theirs = await insertVisit(c.database, guardian);
      const missing = await report(999_999);
      const other = await report(theirs);
      expect([other.statusCode, other.json()]).toEqual([404, { type: 'NotFound' }]);
      expect([missing.statusCode, missing.json()]).toEqual([404, { type: 'NotFound' }]);
      // The owner reads it.
      expect((await report(theirs, 'lang=en', guardian)).statusCode).toBe(200);
      expect((await report(theirs, 'lang=en', adult)).statusCode).toBe(404);
    });

    it('answers a report meant for professionals only as a missing one', async () => {
      const id = await insertVisit(c.database, c.t.personIds.adult, { viewRestriction: 'professional' });
      const response = await report(id);
      expect([response.statusCode, response.json()]).toEqual([404, { type: 'NotFound' }]);
    });

    it('shows a guardian acting for a child the child’s report with the child’s name, and nothing else', async () => {
      const { guardian, child8, child13 } = c.t.personIds;
      const aino = await insertVisit(c.database, child8, { organisationId: 'children' });
      const eetu = await insertVisit(c.database, child13);
      const own = await insertVisit(c.database, guardian);

      const response = await report(aino, 'lang=fi', guardian, child8);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: aino, patient: { name: 'Aino Huoltaja', maskedIdentityCode: '150318A****' } });
      // Acting for Aino: neither her brother's nor the guardian's own.
      expect((await report(eetu, 'lang=fi', guardian, child8)).statusCode).toBe(404);
      expect((await report(own, 'lang=fi', guardian, child8)).statusCode).toBe(404);
      // Signed in for himself, the guardian reads his own and not the children's.
      expect((await report(own, 'lang=fi', guardian)).json()).toMatchObject({ patient: { name: 'Ville Huoltaja' } });
      expect((await report(aino, 'lang=fi', guardian)).statusCode).toBe(404);
    });

    it('refuses an id that is not a number or too long for one, and needs a session', async () => {
      for (const id of ['abc', '1234567890', '-1', '1.5']) {
        const response = await report(id);
        expect([response.statusCode, response.json().type]).toEqual([400, 'ValidationError']);
      }
      expect((await report(1, 'lang=de')).statusCode).toBe(400);
      const id = await insertVisit(c.database, c.t.personIds.adult);
      expect((await call(c.t, 'GET', `/api/visits/${id}`)).statusCode).toBe(401);
    });
  });
});
