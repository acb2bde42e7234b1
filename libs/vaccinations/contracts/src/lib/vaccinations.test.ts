import * as v from 'valibot';
import { VaccinationsListQuerySchema, VaccinationsListSchema } from './vaccinations';

describe('vaccination contracts', () => {
  it('reads the list page from the query, the first one in Finnish by default', () => {
    expect(v.parse(VaccinationsListQuerySchema, {})).toEqual({ lang: 'fi', page: 0 });
    expect(v.parse(VaccinationsListQuerySchema, { lang: 'sv', page: '1', csrfToken: 'x' })).toEqual({ lang: 'sv', page: 1 });
    for (const page of ['-1', '1.5', 'x', '', '1234567']) expect(v.safeParse(VaccinationsListQuerySchema, { page }).success).toBe(false);
    expect(v.safeParse(VaccinationsListQuerySchema, { lang: 'de' }).success).toBe(false);
  });

  it('holds pages of 25 with calendar days and an optional end and practitioner', () => {
    const vaccination = { id: 1, name: 'Influenssarokote (Vaxigrip Tetra)', date: '2026-10-13', effectiveUntil: '2027-04-11', practitioner: { name: 'Rokotushuone, Kamppi' } };
    const list = { vaccinations: [vaccination, { ...vaccination, id: 2, effectiveUntil: null, practitioner: null }], page: 0, pageSize: 25, totalCount: 2 };
    expect(v.parse(VaccinationsListSchema, list)).toEqual(list);
    expect(v.safeParse(VaccinationsListSchema, { ...list, pageSize: 20 }).success).toBe(false);
    expect(v.safeParse(VaccinationsListSchema, { ...list, vaccinations: [{ ...vaccination, date: '13.10.2026' }] }).success).toBe(false);
  });
});
