import { parseCalendarDate } from '@portal/shared/util';
import * as v from 'valibot';

/** A real calendar day 'YYYY-MM-DD': isoDate alone takes 2026-02-30, which the database would refuse. */
export const CalendarDaySchema = v.pipe(
  v.string(),
  v.isoDate(),
  v.check((text) => parseCalendarDate(text) !== null, 'Expected a real day'),
);

/** The portal's languages, as a query or path names one. */
export const PortalLangSchema = v.picklist(['fi', 'sv', 'en']);

/** A list's `lang`: Finnish unless named. */
export const OptionalLangSchema = v.optional(PortalLangSchema, 'fi');

/** A `lang` query: the language texts in the answer are in, Finnish unless named. */
export const LangQuerySchema = v.object({ lang: OptionalLangSchema });
