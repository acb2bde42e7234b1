import * as v from 'valibot';
import { AccessLogPageSchema, AccessLogQuerySchema, DataExportQuerySchema, SignInPageSchema } from './my-data';

describe('the patient’s own data’s contracts', () => {
  it('takes a page from 0 and the language, refusing anything else', () => {
    expect(v.parse(AccessLogQuerySchema, {})).toEqual({ lang: 'fi', page: 0 });
    expect(v.parse(AccessLogQuerySchema, { lang: 'sv', page: '3' })).toEqual({ lang: 'sv', page: 3 });
    for (const bad of [{ page: '-1' }, { page: '1.5' }, { page: 'x' }, { page: '1234567' }, { lang: 'de' }]) expect(v.safeParse(AccessLogQuerySchema, bad).success).toBe(false);
  });

  it('downloads as FHIR or PDF only', () => {
    expect(v.parse(DataExportQuerySchema, { format: 'pdf', lang: 'en' })).toEqual({ format: 'pdf', lang: 'en' });
    expect(v.safeParse(DataExportQuerySchema, { format: 'xml' }).success).toBe(false);
    expect(v.safeParse(DataExportQuerySchema, {}).success).toBe(false);
  });

  it('names a reader by role: a guardian and a professional by name, an appointment link’s holder by none', () => {
    const page = (reader: unknown) => ({ entries: [{ at: '2026-11-20T08:05:00.000Z', reader, kind: 'lab-results', record: null }], page: 0, pageSize: 25, totalCount: 1 });
    expect(v.safeParse(AccessLogPageSchema, page({ role: 'guardian', name: 'Ville Huoltaja' })).success).toBe(true);
    expect(v.safeParse(AccessLogPageSchema, page({ role: 'professional', name: 'Aino Lääkäri', title: null })).success).toBe(true);
    expect(v.safeParse(AccessLogPageSchema, page({ role: 'anonymous-link' })).success).toBe(true);
    // The patient's own reads are never listed, and a kind the log does not know is refused.
    expect(v.safeParse(AccessLogPageSchema, page({ role: 'self', name: 'Laura' })).success).toBe(false);
    expect(v.safeParse(AccessLogPageSchema, { ...page({ role: 'anonymous-link' }), entries: [{ at: '2026-11-20T08:05:00.000Z', reader: { role: 'anonymous-link' }, kind: 'diary', record: null }] }).success).toBe(false);
    expect(v.safeParse(AccessLogPageSchema, { ...page({ role: 'anonymous-link' }), pageSize: 50 }).success).toBe(false);
  });

  it('gives a sign-in its time, method, person and whom it acted for', () => {
    const signIns = [{ at: '2026-11-21T16:30:00.000Z', method: 'sms', person: 'Ville Huoltaja', actingFor: 'Aino Huoltaja' }];
    expect(v.safeParse(SignInPageSchema, { signIns, page: 0, pageSize: 25, totalCount: 1 }).success).toBe(true);
    expect(v.safeParse(SignInPageSchema, { signIns: [{ ...signIns[0], at: 'yesterday' }], page: 0, pageSize: 25, totalCount: 1 }).success).toBe(false);
  });
});
