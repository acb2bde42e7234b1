import * as v from 'valibot';
import { CalendarDaySchema, OptionalLangSchema as LangSchema } from '@portal/shared/contracts';

/**
 * The patient's vaccinations (account doc sections 2, 3 and 9). Dates are calendar days
 * 'YYYY-MM-DD'; the vaccine's and the practitioner's names come as the clinic recorded them, in
 * whatever language that was.
 */

/** Vaccinations a page of the list (account doc section 9). */
export const VACCINATIONS_PAGE_SIZE = 25;

const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** `GET /api/vaccinations?lang&page`. */
export const VaccinationsListQuerySchema = v.object({
  lang: LangSchema,
  /** From 0. */
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Expected a page number from 0'), v.transform(Number)), '0'),
});
export type VaccinationsListQuery = v.InferOutput<typeof VaccinationsListQuerySchema>;

/** One vaccination: the spec's name, date, effectiveUntil and practitioner.name, and an id to tell rows apart. */
export const VaccinationSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  /** The vaccine, e.g. 'Influenssarokote (Vaxigrip Tetra)'. */
  name: v.string(),
  /** The day it was given. */
  date: CalendarDaySchema,
  /** The last day it protects; null when the record gives no end. */
  effectiveUntil: v.nullable(CalendarDaySchema),
  /** Who gave it; null when the practitioner is no longer on record. */
  practitioner: v.nullable(v.object({ name: v.string() })),
});
export type Vaccination = v.InferOutput<typeof VaccinationSchema>;

/** The patient's vaccinations of one page, newest first, and how many there are in all. */
export const VaccinationsListSchema = v.object({
  vaccinations: v.array(VaccinationSchema),
  page: CountSchema,
  pageSize: v.literal(VACCINATIONS_PAGE_SIZE),
  totalCount: CountSchema,
});
export type VaccinationsList = v.InferOutput<typeof VaccinationsListSchema>;
