import * as v from 'valibot';
import { CalendarDaySchema, OptionalLangSchema as LangSchema } from '@portal/shared/contracts';

/**
 * Laboratory and imaging referrals and results (booking doc sections 2-4: "Laboratory and
 * imaging", "Referral", "Lab results", "Imaging result"). Calendar dates are 'YYYY-MM-DD'
 * (Helsinki). Every answer is the session patient's own (the child a guardian acts for); another
 * person's referral, result date or test answers 404 exactly like one that does not exist.
 */

const IdSchema = v.pipe(v.number(), v.integer());

export const referralTypes = ['laboratory', 'imaging'] as const;
export type ReferralType = (typeof referralTypes)[number];

/** ReferralStatus of the spec: valid until the end of the validUntil day (Helsinki), then expired. */
export const referralStatuses = ['valid', 'expired'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/**
 * The status of a referral on the Helsinki day `today`: it is valid through the whole of its
 * validUntil day. Both are 'YYYY-MM-DD', which compare as text.
 */
export function referralStatusOn(validUntil: string, today: string): ReferralStatus {
  return validUntil >= today ? 'valid' : 'expired';
}

export const ReferralSchema = v.object({
  id: IdSchema,
  type: v.picklist(referralTypes),
  title: v.string(),
  /** Finnish only: the API sends it for lang=fi and null in the other languages. */
  description: v.nullable(v.string()),
  creationDate: CalendarDaySchema,
  /** The last day it is valid (through the end of that Helsinki day). */
  validUntil: CalendarDaySchema,
  status: v.picklist(referralStatuses),
  /** The doctor who wrote it; null when no longer known. */
  practitioner: v.nullable(v.object({ name: v.string() })),
  /** The patient's instructions: an https: address, or a path on the portal's own site (`/...`). */
  patientInstructionsUrl: v.nullable(v.union([v.pipe(v.string(), v.url(), v.startsWith('https://')), v.pipe(v.string(), v.regex(/^\/(?![/\\])\S*$/))])),
});
export type Referral = v.InferOutput<typeof ReferralSchema>;

/** `?lang` of the list and result calls. */
export const LabImagingQuerySchema = v.object({ lang: LangSchema });

/** `GET /api/referrals/{id}?type&lang`: 404 unless it is the patient's and of that type. */
export const ReferralParamsSchema = v.object({
  // Nine digits at most: every accepted id fits the integer column.
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Expected a numeric id'), v.transform(Number)),
});
export const ReferralQuerySchema = v.object({ type: v.picklist(referralTypes), lang: LangSchema });
export const ReferralResponseSchema = v.object({ referral: ReferralSchema });
export type ReferralResponse = v.InferOutput<typeof ReferralResponseSchema>;

// Laboratory

/** LaboratoryTestStatus of the spec: sampled and referral have no result yet. */
export const labTestStatuses = ['ready', 'referral', 'sampled'] as const;
export type LabTestStatus = (typeof labTestStatuses)[number];

export const resultPrefixes = ['greaterThan', 'greaterThanOrEqual', 'lessThan', 'lessThanOrEqual'] as const;
export type ResultPrefix = (typeof resultPrefixes)[number];

export const LabResultValueSchema = v.variant('type', [
  v.object({ type: v.literal('textual'), resultText: v.string() }),
  v.object({
    type: v.literal('numeric'),
    resultNumber: v.number(),
    /** '< 3' is lessThan with 3. */
    prefix: v.nullable(v.picklist(resultPrefixes)),
    /** Null when the laboratory did not judge it (no reference range). */
    isWithinReferenceRange: v.nullable(v.boolean()),
  }),
]);
export type LabResultValue = v.InferOutput<typeof LabResultValueSchema>;

/** Either end may be open: HDL has only a lower limit, cholesterol only an upper one. */
export const ReferenceRangeSchema = v.object({ min: v.nullable(v.number()), max: v.nullable(v.number()) });
export type ReferenceRange = v.InferOutput<typeof ReferenceRangeSchema>;

export const LabSingleTestSchema = v.object({
  kind: v.literal('single'),
  id: IdSchema,
  displayName: v.string(),
  code: v.string(),
  status: v.picklist(labTestStatuses),
  isReady: v.boolean(),
  /** Null until the test is ready. */
  result: v.nullable(LabResultValueSchema),
  unit: v.nullable(v.string()),
  referenceRange: v.nullable(ReferenceRangeSchema),
  description: v.nullable(v.string()),
  additionalResult: v.nullable(v.string()),
});
export type LabSingleTest = v.InferOutput<typeof LabSingleTestSchema>;

export const LabPackageSchema = v.object({
  kind: v.literal('package'),
  id: IdSchema,
  displayName: v.string(),
  code: v.string(),
  /** Every item is ready. */
  isReady: v.boolean(),
  items: v.array(LabSingleTestSchema),
});
export type LabPackage = v.InferOutput<typeof LabPackageSchema>;

export const LabTestSchema = v.variant('kind', [LabSingleTestSchema, LabPackageSchema]);
export type LabTest = v.InferOutput<typeof LabTestSchema>;

/** A package is ready when every item is; a single test when it is. */
export function isLabTestReady(test: { isReady: boolean; items?: readonly { isReady: boolean }[] }): boolean {
  return test.items ? test.items.every((item) => item.isReady) : test.isReady;
}

/** A result date is ready (green) when every test of it is, otherwise pending (blue): booking doc section 4. */
export function labDateReadiness(tests: readonly { isReady: boolean; items?: readonly { isReady: boolean }[] }[]): 'ready' | 'pending' {
  return tests.every(isLabTestReady) ? 'ready' : 'pending';
}

/** One result date of the laboratory list: the tests' names and whether all are ready. */
export const LabResultDateSchema = v.object({
  date: CalendarDaySchema,
  readiness: v.picklist(['ready', 'pending']),
  tests: v.array(v.object({ id: IdSchema, displayName: v.string(), code: v.string(), isReady: v.boolean() })),
});
export type LabResultDate = v.InferOutput<typeof LabResultDateSchema>;

/** `GET /api/laboratory?lang`: the laboratory page in one answer, newest first. */
export const LaboratoryOverviewSchema = v.object({
  referrals: v.array(ReferralSchema),
  resultDates: v.array(LabResultDateSchema),
});
export type LaboratoryOverview = v.InferOutput<typeof LaboratoryOverviewSchema>;

/** `GET /api/lab-results/{date}?lang`: 404 when the patient has no results that day. */
export const LabResultDateParamsSchema = v.object({ date: CalendarDaySchema });
export const LabResultDaySchema = v.object({
  date: CalendarDaySchema,
  /** Whose results: the patient's full name, for the page and its print. */
  patientName: v.string(),
  readiness: v.picklist(['ready', 'pending']),
  tests: v.array(LabTestSchema),
});
export type LabResultDay = v.InferOutput<typeof LabResultDaySchema>;

/** Test codes as the laboratory writes them: 'B-Hb', 'fP-Kol-LDL'. */
export const LabTestCodeSchema = v.pipe(v.string(), v.regex(/^[\p{L}\p{N}][\p{L}\p{N}_.+-]{0,39}$/u, 'Expected a test code'));

/** `GET /api/lab-results/trend?code&lang`: 404 when the patient has no numeric result of the code. */
export const LabTrendQuerySchema = v.object({ code: LabTestCodeSchema, lang: LangSchema });

export const LabTrendPointSchema = v.object({
  /** The test's own id, so the page can mark the result it was opened from. */
  id: IdSchema,
  date: CalendarDaySchema,
  resultNumber: v.number(),
  prefix: v.nullable(v.picklist(resultPrefixes)),
  isWithinReferenceRange: v.nullable(v.boolean()),
  referenceRange: v.nullable(ReferenceRangeSchema),
});
export type LabTrendPoint = v.InferOutput<typeof LabTrendPointSchema>;

/** The patient's ready numeric results of one test code, oldest first: the trend beside a result. */
export const LabTrendSchema = v.object({
  code: v.string(),
  /** The newest result's name and unit. */
  displayName: v.string(),
  unit: v.nullable(v.string()),
  points: v.pipe(v.array(LabTrendPointSchema), v.minLength(1)),
});
export type LabTrend = v.InferOutput<typeof LabTrendSchema>;

// Imaging

export const ImagingResultSummarySchema = v.object({
  id: IdSchema,
  imagingDate: CalendarDaySchema,
  /** Null shows 'No title'. */
  examinationName: v.nullable(v.string()),
  /** Whether there is a doctor's statement ('Doctor's statement' or 'No doctor's statement'). */
  hasStatement: v.boolean(),
});
export type ImagingResultSummary = v.InferOutput<typeof ImagingResultSummarySchema>;

/** `GET /api/imaging?lang`: the imaging page in one answer, newest first. */
export const ImagingOverviewSchema = v.object({
  referrals: v.array(ReferralSchema),
  results: v.array(ImagingResultSummarySchema),
});
export type ImagingOverview = v.InferOutput<typeof ImagingOverviewSchema>;

export const ImagingResultSchema = v.object({
  id: IdSchema,
  imagingDate: CalendarDaySchema,
  examinationName: v.nullable(v.string()),
  /** Null shows 'No doctor's statement'. */
  statementText: v.nullable(v.string()),
});
export type ImagingResult = v.InferOutput<typeof ImagingResultSchema>;

/** `GET /api/imaging-results/{imagingDate}?lang`: the day's imaging results; 404 when the patient has none. */
export const ImagingResultDateParamsSchema = v.object({ imagingDate: CalendarDaySchema });
export const ImagingResultDaySchema = v.object({
  imagingDate: CalendarDaySchema,
  patientName: v.string(),
  results: v.pipe(v.array(ImagingResultSchema), v.minLength(1)),
});
export type ImagingResultDay = v.InferOutput<typeof ImagingResultDaySchema>;
