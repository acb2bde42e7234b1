import * as v from 'valibot';
import { MedicalReportSchema, VisitParamsSchema, VisitQuerySchema, VisitsListQuerySchema, VisitsListSchema } from './visits';

describe('visit contracts', () => {
  it('reads the list page from the query, the first one in Finnish by default', () => {
    expect(v.parse(VisitsListQuerySchema, {})).toEqual({ lang: 'fi', page: 0 });
    expect(v.parse(VisitsListQuerySchema, { lang: 'sv', page: '2', csrfToken: 'x' })).toEqual({ lang: 'sv', page: 2 });
    for (const page of ['-1', '1.5', 'x', '', '1234567']) expect(v.safeParse(VisitsListQuerySchema, { page }).success).toBe(false);
    expect(v.safeParse(VisitsListQuerySchema, { lang: 'de' }).success).toBe(false);
  });

  it('takes a visit id of one to nine digits only', () => {
    expect(v.parse(VisitParamsSchema, { id: '12' })).toEqual({ id: '12' });
    for (const id of ['', 'abc', '-1', '1e3', '1234567890']) expect(v.safeParse(VisitParamsSchema, { id }).success).toBe(false);
    expect(v.parse(VisitQuerySchema, { lang: 'en' })).toEqual({ lang: 'en' });
  });

  it('holds a page of 20 at most by its size', () => {
    const visit = { id: 1, dateTime: '2026-11-20T08:00:00.000Z', practitionerName: null, specialtyName: null, visitType: 'private' };
    expect(v.parse(VisitsListSchema, { visits: [visit], page: 0, pageSize: 20, totalCount: 1 }).visits).toHaveLength(1);
    expect(v.safeParse(VisitsListSchema, { visits: [], page: 0, pageSize: 10, totalCount: 0 }).success).toBe(false);
  });

  it('describes a report with whose it is, its diagnoses and texts', () => {
    const report = {
      id: 5,
      dateTime: '2026-11-20T08:00:00.000Z',
      practitionerName: 'Anna Virtanen',
      specialtyName: 'Yleislääketiede',
      visitType: 'occupationalHealth',
      patient: { name: 'Maija Testinen', maskedIdentityCode: '150585-****' },
      diagnoses: [{ code: 'J06.9', description: 'Ylähengitystieinfektio' }],
      texts: [{ title: 'Tulosyy', body: 'Kurkkukipu' }],
    };
    expect(v.parse(MedicalReportSchema, report)).toEqual(report);
    expect(v.safeParse(MedicalReportSchema, { ...report, dateTime: '20.11.2026' }).success).toBe(false);
    expect(v.safeParse(MedicalReportSchema, { ...report, visitType: 'insurance' }).success).toBe(false);
  });
});
