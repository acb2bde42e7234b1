import { REMOTE_CLINIC_IDS, addCalendarDays, daysInMonth, helsinkiInstant, startOfWeek } from '@portal/shared/util';
import * as v from 'valibot';
import { locationTypes } from '@portal/appointments/contracts';
import { CalendarDaySchema } from '@portal/shared/contracts';

/**
 * Searching bookable appointments (booking doc sections 2-4, 7 and 9). The customer type is a
 * parameter of the search, not a separate list, so the insurance, occupational and 65+ variants
 * reuse the same query, answer and window.
 */

export const customerTypes = ['private', 'insurance', 'occupational', 'kela65'] as const;
export type CustomerType = (typeof customerTypes)[number];

/** The parts of the day in hours, Helsinki time, as the spec gives them: morning 7-12, afternoon 12-16, evening 16-21 (inclusive). */
export const TIME_OF_DAY = { morning: [7, 12], afternoon: [12, 16], evening: [16, 21] } as const;
export const timeOfDays = ['all', 'morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof timeOfDays)[number];

const LAST_HOUR_OF_PARTS = Math.max(...Object.values(TIME_OF_DAY).map(([, to]) => to));

/**
 * The start hours a part of the day takes, as [from, until): a time belongs to it when its start
 * hour (Helsinki time) is at least `from` and less than `until`. The spec's ranges are inclusive,
 * so the evening takes the times starting 21:00-21:59 too; an hour two parts share (12, 16)
 * belongs to the later part, so no time is in two parts and none between 7:00 and 21:59 in none.
 */
export function startHoursOf(timeOfDay: TimeOfDay): readonly [number, number] {
  if (timeOfDay === 'all') return [0, 24];
  const [from, to] = TIME_OF_DAY[timeOfDay];
  return [from, to === LAST_HOUR_OF_PARTS ? to + 1 : to];
}

/** Choosing one of these specialties turns on remote appointments (booking doc section 5). */
export const REMOTE_SPECIALTY_IDS = ['PSY', 'ENDO', 'GYN', 'NNA', 'GRG'] as const;
export { REMOTE_CLINIC_IDS };
export const SEARCH_PAGE_SIZE = 20;

/** A query parameter given once arrives as a string, repeated as an array: both mean a list. */
function listOf<const TItem extends v.GenericSchema<string, unknown>>(item: TItem) {
  return v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())]),
      v.transform((value) => (Array.isArray(value) ? value : [value])),
      v.array(item),
    ),
  );
}

const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Expected an id'));
const NumericIdSchema = v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'Expected a numeric id'), v.transform(Number));

const BooleanQuerySchema = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false'])]),
  v.transform((value) => value === true || value === 'true'),
);

const OffsetSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Expected a whole number'), v.transform(Number))]),
  v.integer(),
  v.minValue(0),
  v.check((offset) => offset % SEARCH_PAGE_SIZE === 0, `Expected a multiple of ${SEARCH_PAGE_SIZE}`),
);

/**
 * Query of `GET /api/appointments` and `GET /api/appointments/available-appointment-dates`.
 * The spec's isOccupationalHealthcare, isInsuranceCustomer and isKela65 flags are customerType.
 */
export const AppointmentSearchQuerySchema = v.object({
  clinicIds: listOf(IdSchema),
  specialtyIds: listOf(IdSchema),
  practitionerIds: listOf(NumericIdSchema),
  startDate: v.optional(CalendarDaySchema),
  endDate: v.optional(CalendarDaySchema),
  timeOfDay: v.optional(v.picklist(timeOfDays), 'all'),
  includeRemote: v.optional(BooleanQuerySchema, false),
  customerType: v.optional(v.picklist(customerTypes), 'private'),
  lang: v.optional(v.picklist(['fi', 'sv', 'en']), 'fi'),
  offset: v.optional(OffsetSchema, 0),
});
export type AppointmentSearchQueryInput = v.InferInput<typeof AppointmentSearchQuerySchema>;
export type AppointmentSearchQuery = v.InferOutput<typeof AppointmentSearchQuerySchema>;

const AmountSchema = v.number();

export const AppointmentPriceSchema = v.object({
  /** The practitioner's rate; shown as 'From' + the amount. */
  rateEuros: AmountSchema,
  additionalFees: v.array(v.object({ code: v.string(), name: v.string(), rateEuros: AmountSchema })),
  /** 28.20 for the Y65V kind, whose price is fixed; null otherwise. */
  fixedPriceEuros: v.nullable(AmountSchema),
  /** The price-details breakdown, shown when its feature is on. */
  priceDetails: v.array(v.object({ name: v.string(), rateEuros: AmountSchema })),
});
export type AppointmentPrice = v.InferOutput<typeof AppointmentPriceSchema>;

export const BookableAppointmentSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  /** ISO 8601 instants. */
  startDate: v.pipe(v.string(), v.isoTimestamp()),
  endDate: v.pipe(v.string(), v.isoTimestamp()),
  isRemote: v.boolean(),
  kindId: v.string(),
  kind: v.object({ cmsContent: v.object({ title: v.string(), appointmentReservationInfo: v.nullable(v.string()) }) }),
  locationType: v.picklist(locationTypes),
  practitioner: v.object({
    id: v.pipe(v.number(), v.integer()),
    name: v.string(),
    title: v.string(),
    /** A room or a service rather than a person: no public profile to link to. */
    isResource: v.boolean(),
    /** The practitioner's photo (cmsContent.profilePicture.url of the catalogue); null without one. */
    profileImage: v.nullable(v.string()),
    /** What to know before a time with this practitioner, shown when reserving; null when nothing. */
    cmsContent: v.object({ appointmentReservationInfo: v.nullable(v.string()) }),
  }),
  specialtyData: v.object({
    specialties: v.array(
      v.object({
        id: v.string(),
        name: v.string(),
        cmsContent: v.object({ title: v.string(), appointmentReservationInfo: v.nullable(v.string()) }),
      }),
    ),
  }),
  clinic: v.object({
    id: v.string(),
    name: v.string(),
    /** Null for the remote clinics. */
    address: v.nullable(v.object({ street: v.string(), postalCode: v.string(), postOffice: v.string() })),
    municipality: v.nullable(v.string()),
  }),
  requiresAuthToReserve: v.boolean(),
  /** Always false in search results; the reservation page uses it for 'already reserved'. */
  isReserved: v.boolean(),
  price: v.nullable(AppointmentPriceSchema),
  organisationId: v.picklist(['general', 'children']),
});
export type BookableAppointment = v.InferOutput<typeof BookableAppointmentSchema>;

/**
 * `GET /api/appointments`: up to SEARCH_PAGE_SIZE times from `offset`, soonest first. A full
 * page means there may be more. `failure` is kept for the portal's error view; the API answers
 * an unexpected error with 5xx, which the portal treats the same way.
 */
export const AppointmentSearchResponseSchema = v.object({
  availableAppointments: v.object({
    type: v.picklist(['success', 'failure']),
    appointments: v.array(BookableAppointmentSchema),
  }),
});
export type AppointmentSearchResponse = v.InferOutput<typeof AppointmentSearchResponseSchema>;

/** `GET /api/appointments/available-appointment-dates`: Helsinki days with a free time in the window. */
export const AvailableDatesResponseSchema = v.object({ dates: v.array(CalendarDaySchema) });
export type AvailableDatesResponse = v.InferOutput<typeof AvailableDatesResponseSchema>;

/** Query of the practitioner-clinics and specialty endpoints. */
export const PractitionerClinicsQuerySchema = v.object({
  id: NumericIdSchema,
  lang: v.optional(v.picklist(['fi', 'sv', 'en']), 'fi'),
});
export const SpecialtyQuerySchema = v.object({ id: IdSchema, lang: v.optional(v.picklist(['fi', 'sv', 'en']), 'fi') });

/** `GET /api/appointments/practitioner-clinics?id&lang`: where the practitioner has free times. */
export const PractitionerClinicsResponseSchema = v.object({ clinicIds: v.array(v.string()) });
export type PractitionerClinicsResponse = v.InferOutput<typeof PractitionerClinicsResponseSchema>;

/** `GET /api/appointments/specialty?id&lang`. */
export const SpecialtyResponseSchema = v.variant('type', [
  v.object({
    type: v.literal('success'),
    specialty: v.object({ cmsContent: v.object({ title: v.string(), description: v.nullable(v.string()) }) }),
  }),
  v.object({ type: v.literal('webReservationNotAllowed') }),
  v.object({ type: v.literal('unknownError') }),
]);
export type SpecialtyResponse = v.InferOutput<typeof SpecialtyResponseSchema>;

export const BookingFiltersQuerySchema = v.object({
  lang: v.optional(v.picklist(['fi', 'sv', 'en']), 'fi'),
  customerType: v.optional(v.picklist(customerTypes), 'private'),
});

/** `GET /api/appointments/filters?lang&customerType`: the served brand's reference data. */
export const BookingFiltersResponseSchema = v.object({
  clinics: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      municipality: v.nullable(v.string()),
      municipalityId: v.nullable(v.string()),
      isRemote: v.boolean(),
      linkedClinicIds: v.array(v.string()),
      nearbyMunicipalityIds: v.array(v.string()),
    }),
  ),
  specialties: v.array(v.object({ id: v.string(), name: v.string() })),
  practitioners: v.array(
    v.object({
      id: v.pipe(v.number(), v.integer()),
      name: v.string(),
      title: v.string(),
      isResource: v.boolean(),
      specialtyIds: v.array(v.string()),
      clinicIds: v.array(v.string()),
    }),
  ),
});
export type BookingFiltersResponse = v.InferOutput<typeof BookingFiltersResponseSchema>;

export interface SearchWindow {
  /** The later of now and Monday 00:00 (Helsinki) of the week the month starts in. */
  readonly windowStart: Date;
  /** Where results begin: the later of windowStart and the start day's 00:00 (Helsinki). */
  readonly start: Date;
  /** Exclusive: Monday 00:00 (Helsinki) after the Sunday of the week the month ends in. */
  readonly end: Date;
}

/**
 * The search window of booking doc section 9 for a search from `startDate` (YYYY-MM-DD, the
 * Helsinki day). Calendar days are counted as days, not 24-hour steps, so a week with a
 * daylight saving change still ends at midnight.
 */
export function searchWindow(startDate: string, now: Date): SearchWindow {
  const [year = 0, month = 1] = startDate.split('-').map(Number);
  const monthPrefix = startDate.slice(0, 8);
  const firstMonday = startOfWeek(`${monthPrefix}01`);
  const lastDay = `${monthPrefix}${String(daysInMonth(year, month)).padStart(2, '0')}`;
  const end = startOfWeek(addCalendarDays(lastDay, 7));
  const windowStart = new Date(Math.max(firstMonday.getTime(), now.getTime()));
  const start = new Date(Math.max(windowStart.getTime(), helsinkiInstant(startDate).getTime()));
  return { windowStart, start, end };
}

/** The end of a search that also has an endDate: the earlier of the window end and the day after. */
export function searchEnd(window: SearchWindow, endDate: string | undefined): Date {
  if (endDate === undefined) return window.end;
  return new Date(Math.min(window.end.getTime(), helsinkiInstant(addCalendarDays(endDate, 1)).getTime()));
}
