import * as v from 'valibot';
import { CertificatePdfParamsSchema, CertificatePdfQuerySchema, CertificatesListQuerySchema, CertificatesListSchema } from './certificates';

describe('certificate contracts', () => {
  it('reads the language from the query, Finnish by default', () => {
    expect(v.parse(CertificatesListQuerySchema, {})).toEqual({ lang: 'fi' });
    expect(v.parse(CertificatePdfQuerySchema, { lang: 'sv', csrfToken: 'x' })).toEqual({ lang: 'sv' });
    expect(v.safeParse(CertificatePdfQuerySchema, { lang: 'de' }).success).toBe(false);
  });

  it('takes a numeric id of at most nine digits', () => {
    expect(v.parse(CertificatePdfParamsSchema, { id: '42' })).toEqual({ id: 42 });
    for (const id of ['abc', '1.5', '-1', '', '1234567890']) expect(v.safeParse(CertificatePdfParamsSchema, { id }).success).toBe(false);
  });

  it('holds the two kinds of certificate with calendar days and an optional practitioner', () => {
    const nurse = { id: 1, type: 'nurse', creationDate: '2026-10-23', validFrom: '2026-10-23', validUntil: '2026-10-25', practitioner: { name: 'Sari Hoitaja' } };
    const list = { certificates: [nurse, { ...nurse, id: 2, type: 'medicalCertificateA', practitioner: null }] };
    expect(v.parse(CertificatesListSchema, list)).toEqual(list);
    expect(v.safeParse(CertificatesListSchema, { certificates: [{ ...nurse, type: 'medicalCertificateB' }] }).success).toBe(false);
    expect(v.safeParse(CertificatesListSchema, { certificates: [{ ...nurse, validFrom: '23.10.2026' }] }).success).toBe(false);
  });
});
