import { VaccinationsListSchema } from '@portal/vaccinations/contracts';
import { testDatabases } from '@portal/shared/db/testing';
import { call, practitionerName, sessionFor } from '@portal/shared/server/testing';
import { addCalendarDays } from '@portal/shared/util';
import * as v from 'valibot';
import { insertVaccination, VACCINATOR_ID, vaccinationTestApp } from '../testing/vaccination-fixtures';

const daysAgo = (n: number) => addCalendarDays('2026-11-23', -n);

describe.each(testDatabases)('vaccinations on $name', ({ open }) => {
  const c = vaccinationTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const get = async (url: string, personId = c.t.personIds.adult, actingFor: number | null = null) =>
    call(c.t, 'GET', url, { session: await sessionFor(c.t, personId, actingFor) });

  const list = async (query: string, personId?: number, actingFor?: number | null) => {
    const response = await get(`/api/vaccinations?${query}`, personId, actingFor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return v.parse(VaccinationsListSchema, response.json());
  };

  it('lists the patient’s vaccinations newest first, 25 a page, with the total', async () => {
    const { adult, guardian } = c.t.personIds;
    // Inserted oldest first, so that the order is the API's doing.
    for (let n = 28; n >= 1; n--) await insertVaccination(c.database, adult, { date: daysAgo(n) });
    await insertVaccination(c.database, guardian);

    const first = await list('lang=fi&page=0');
    expect(first).toMatchObject({ page: 0, pageSize: 25, totalCount: 28 });
    expect(first.vaccinations.map((vaccination) => vaccination.date)).toEqual(Array.from({ length: 25 }, (_, i) => daysAgo(i + 1)));
    const second = await list('lang=sv&page=1&csrfToken=ignored');
    expect(second).toMatchObject({ page: 1, totalCount: 28 });
    expect(second.vaccinations.map((vaccination) => vaccination.date)).toEqual([daysAgo(26), daysAgo(27), daysAgo(28)]);
    expect(await list('page=2')).toMatchObject({ vaccinations: [], page: 2, totalCount: 28 });
    // The first page by default.
    expect((await list('lang=en')).vaccinations).toHaveLength(25);
  });

  it('answers the name, date, end of effect and practitioner as recorded', async () => {
    const { adult } = c.t.personIds;
    const flu = await insertVaccination(c.database, adult, { date: daysAgo(40), effectiveUntil: addCalendarDays(daysAgo(40), 180) });
    const mmr = await insertVaccination(c.database, adult, { name: 'MPR-rokote (Priorix)', date: daysAgo(3000), effectiveUntil: null, practitionerId: null });
    const name = await practitionerName(c.database, VACCINATOR_ID);
    const expected = {
      vaccinations: [
        { id: flu, name: 'Influenssarokote (Vaxigrip Tetra)', date: '2026-10-14', effectiveUntil: '2027-04-12', practitioner: { name } },
        { id: mmr, name: 'MPR-rokote (Priorix)', date: daysAgo(3000), effectiveUntil: null, practitioner: null },
      ],
      page: 0,
      pageSize: 25,
      totalCount: 2,
    };
    // The names are the clinic's whatever the language.
    for (const lang of ['fi', 'sv', 'en']) expect(await list(`lang=${lang}`)).toEqual(expected);
  });

  it('keeps vaccinations of one day in a stable order across pages', async () => {
    for (let n = 0; n < 27; n++) await insertVaccination(c.database, c.t.personIds.adult, { date: '2019-03-04' });
    const ids = [...(await list('page=0')).vaccinations, ...(await list('page=1')).vaccinations].map((vaccination) => vaccination.id);
    expect(new Set(ids).size).toBe(27);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('never shows another person’s vaccinations', async () => {
    const { adult, guardian, child8 } = c.t.personIds;
    const own = await insertVaccination(c.database, adult);
    await insertVaccination(c.database, guardian);
    await insertVaccination(c.database, child8);
    expect(await list('page=0')).toMatchObject({ vaccinations: [{ id: own }], totalCount: 1 });
  });

  it('shows a guardian acting for a child the child’s vaccinations, and only theirs', async () => {
    const { guardian, child8, child13 } = c.t.personIds;
    const aino = await insertVaccination(c.database, child8, { name: 'Rotavirusrokote (Rotarix)' });
    await insertVaccination(c.database, child13);
    const own = await insertVaccination(c.database, guardian);
    const acting = await list('page=0', guardian, child8);
    expect(acting.vaccinations.map((vaccination) => [vaccination.id, vaccination.name])).toEqual([[aino, 'Rotavirusrokote (Rotarix)']]);
    expect(acting.totalCount).toBe(1);
    // Signed in for himself, the guardian sees his own and not the children's.
    expect((await list('page=0', guardian)).vaccinations.map((vaccination) => vaccination.id)).toEqual([own]);
    // The teenager signed in herself sees hers.
    expect((await list('page=0', child13)).totalCount).toBe(1);
  });

  it('says there are none', async () => {
    expect(await list('page=0')).toEqual({ vaccinations: [], page: 0, pageSize: 25, totalCount: 0 });
  });

  it('refuses a bad page or language', async () => {
    for (const query of ['page=-1', 'page=x', 'page=1.5', 'page=', 'page=1234567', 'lang=de']) {
      const response = await get(`/api/vaccinations?${query}`);
      expect([query, response.statusCode, response.json().type]).toEqual([query, 400, 'ValidationError']);
    }
  });

  it('needs a session', async () => {
    await insertVaccination(c.database, c.t.personIds.adult);
    const response = await call(c.t, 'GET', '/api/vaccinations?lang=fi&page=0');
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('Influenssa');
  });
});
