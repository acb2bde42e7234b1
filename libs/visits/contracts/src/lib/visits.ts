import * as v from 'valibot';

/**
 * Visits and their medical reports (booking doc sections 2 and 3, "Medical report (visit)").
 * Instants are ISO 8601; names and texts come in the requested language where the record has
 * one (the specialty), otherwise as the clinic wrote them.
 */

/** Visits a page of the list (the spec names no size; booking's lists use 20). */
export const VISITS_PAGE_SIZE = 20;

export const visitTypes = ['occupationalHealth', 'private'] as const;
export type VisitType = (typeof visitTypes)[number];

const LangSchema = v.optional(v.picklist(['fi', 'sv', 'en']), 'fi');
const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** `GET /api/visits?lang&page`. */
export const VisitsListQuerySchema = v.object({
  lang: LangSchema,
  /** From 0. */
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Expected a page number from 0'), v.transform(Number)), '0'),
});
export type VisitsListQuery = v.InferOutput<typeof VisitsListQuerySchema>;

/** One visit of the list: when, with whom and in which specialty. */
export const VisitSummarySchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  dateTime: v.pipe(v.string(), v.isoTimestamp()),
  /** Null when the practitioner is no longer on record. */
  practitionerName: v.nullable(v.string()),
  /** Null when the visit names no specialty. */
  specialtyName: v.nullable(v.string()),
  visitType: v.picklist(visitTypes),
});
export type VisitSummary = v.InferOutput<typeof VisitSummarySchema>;

/** The patient's visits of one page, newest first, and how many there are in all. */
export const VisitsListSchema = v.object({
  visits: v.array(VisitSummarySchema),
  page: CountSchema,
  pageSize: v.literal(VISITS_PAGE_SIZE),
  totalCount: CountSchema,
});
export type VisitsList = v.InferOutput<typeof VisitsListSchema>;

/**
 * `GET /api/visits/{id}?lang`: 404 NotFound when the visit is not the patient's or its report is
 * for professionals only. At most nine digits, so that every id asked for fits the id column.
 */
export const VisitParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Expected a numeric id')),
});

export const VisitQuerySchema = v.object({ lang: LangSchema });

export const DiagnosisSchema = v.object({
  /** ICD-10, e.g. 'J06.9'. */
  code: v.string(),
  description: v.string(),
});
export type Diagnosis = v.InferOutput<typeof DiagnosisSchema>;

export const ReportTextSchema = v.object({ title: v.string(), body: v.string() });
export type ReportText = v.InferOutput<typeof ReportTextSchema>;

/** A visit with its report, and whose it is: the name and the masked identity code (never the whole code). */
export const MedicalReportSchema = v.object({
  ...VisitSummarySchema.entries,
  patient: v.object({ name: v.string(), maskedIdentityCode: v.string() }),
  diagnoses: v.array(DiagnosisSchema),
  texts: v.array(ReportTextSchema),
});
export type MedicalReport = v.InferOutput<typeof MedicalReportSchema>;
