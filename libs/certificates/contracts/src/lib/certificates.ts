import * as v from 'valibot';
import { CalendarDaySchema, OptionalLangSchema as LangSchema } from '@portal/shared/contracts';

/**
 * The patient's sick-leave certificates (account doc sections 2 and 3): those created since
 * 1.1.2022, each with its PDF. Dates are calendar days 'YYYY-MM-DD'. The children's brand has no
 * certificates: its API answers 404 to these calls.
 */

/** The two kinds of sick-leave certificate (account doc section 3). */
export const certificateTypes = ['nurse', 'medicalCertificateA'] as const;
export type CertificateType = (typeof certificateTypes)[number];

/** Certificates created before this day are not listed (account doc section 2). */
export const CERTIFICATES_LISTED_FROM = '2022-01-01';


/** `GET /api/certificates?lang`. */
export const CertificatesListQuerySchema = v.object({ lang: LangSchema });

/** One certificate: its kind, when it was written, the sick leave it grants and who wrote it. */
export const CertificateSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  type: v.picklist(certificateTypes),
  creationDate: CalendarDaySchema,
  /** The first and last day of the sick leave, both included. */
  validFrom: CalendarDaySchema,
  validUntil: CalendarDaySchema,
  /** Who wrote it; null when the practitioner is no longer on record. */
  practitioner: v.nullable(v.object({ name: v.string() })),
});
export type Certificate = v.InferOutput<typeof CertificateSchema>;

/** The patient's certificates since 1.1.2022, newest first. */
export const CertificatesListSchema = v.object({ certificates: v.array(CertificateSchema) });
export type CertificatesList = v.InferOutput<typeof CertificatesListSchema>;

/**
 * `GET /api/certificates/{id}/pdf?lang`: the certificate as a PDF made by the API; 404 when it is
 * not the patient's or not listed. At most nine digits, so that every id asked for fits the id
 * column (a PostgreSQL integer).
 */
export const CertificatePdfParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Expected a numeric id'), v.transform(Number)),
});

export const CertificatePdfQuerySchema = v.object({ lang: LangSchema });
export type CertificatePdfQuery = v.InferOutput<typeof CertificatePdfQuerySchema>;
