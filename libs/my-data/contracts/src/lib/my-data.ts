import { ACCESS_LOG_KINDS, OptionalLangSchema as LangSchema } from '@portal/shared/contracts';
import * as v from 'valibot';

/**
 * The patient's own data (docs/decisions/0055-the-patients-own-data.md): who has viewed it, the
 * patient's sign-ins, and a copy of it. Times are instants (ISO 8601, UTC); names come as the
 * records hold them.
 */

/** Rows a page of the log and of the sign-ins, as every list of the portal pages them (decision 0038). */
export const ACCESS_LOG_PAGE_SIZE = 25;

const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
const InstantSchema = v.pipe(v.string(), v.isoTimestamp());

/** `GET /api/my-data/access-log?lang&page` and `GET /api/my-data/sign-ins?lang&page`. */
export const AccessLogQuerySchema = v.object({
  lang: LangSchema,
  /** From 0. */
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Expected a page number from 0'), v.transform(Number)), '0'),
});
export type AccessLogQuery = v.InferOutput<typeof AccessLogQuerySchema>;

/** Who read the data, when it was not the patient: a guardian, a professional, or whoever held an appointment's link. */
export const AccessLogReaderSchema = v.variant('role', [
  v.object({ role: v.literal('guardian'), name: v.string() }),
  v.object({ role: v.literal('professional'), name: v.string(), title: v.nullable(v.string()) }),
  v.object({ role: v.literal('anonymous-link') }),
]);
export type AccessLogReader = v.InferOutput<typeof AccessLogReaderSchema>;

/** One read of the patient's data by someone else. */
export const AccessLogEntrySchema = v.object({
  at: InstantSchema,
  reader: AccessLogReaderSchema,
  /** What was read. */
  kind: v.picklist(ACCESS_LOG_KINDS),
  /** Which record, when the read named one (an appointment's or a visit's number). */
  record: v.nullable(v.string()),
});
export type AccessLogEntry = v.InferOutput<typeof AccessLogEntrySchema>;

/** Reads of the patient's data by others, newest first. */
export const AccessLogPageSchema = v.object({
  entries: v.array(AccessLogEntrySchema),
  page: CountSchema,
  pageSize: v.literal(ACCESS_LOG_PAGE_SIZE),
  totalCount: CountSchema,
});
export type AccessLogPage = v.InferOutput<typeof AccessLogPageSchema>;

/**
 * One sign-in: when, by which method (a bank's id as the login page names them,
 * `mobiilivarmenne`, or `sms` for a session renewed with an SMS code), who signed in, and whom
 * they acted for (null: themselves).
 */
export const SignInEntrySchema = v.object({
  at: InstantSchema,
  method: v.string(),
  person: v.string(),
  actingFor: v.nullable(v.string()),
});
export type SignInEntry = v.InferOutput<typeof SignInEntrySchema>;

/** The subject's sign-ins (a guardian's own, also those acting for a child; a child's, those of the guardians acting for them), newest first. */
export const SignInPageSchema = v.object({
  signIns: v.array(SignInEntrySchema),
  page: CountSchema,
  pageSize: v.literal(ACCESS_LOG_PAGE_SIZE),
  totalCount: CountSchema,
});
export type SignInPage = v.InferOutput<typeof SignInPageSchema>;

/** `GET /api/my-data/export?format&lang`: the patient's data as a FHIR R4 Bundle (JSON) or as a tagged PDF. */
export const DataExportQuerySchema = v.object({
  lang: LangSchema,
  format: v.picklist(['fhir', 'pdf']),
});
export type DataExportQuery = v.InferOutput<typeof DataExportQuerySchema>;
