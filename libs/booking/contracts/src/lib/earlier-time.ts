import * as v from 'valibot';
import { LANGUAGES } from '@portal/shared/util';

/** The parts of the day a request for an earlier time may name: the booking search's, without 'all'. */
export const earlierTimePartsOfDay = ['morning', 'afternoon', 'evening'] as const;
export type EarlierTimePartOfDay = (typeof earlierTimePartsOfDay)[number];
/** How an offer reaches the patient. */
export const earlierTimeChannels = ['email', 'sms'] as const;
export type EarlierTimeChannel = (typeof earlierTimeChannels)[number];

const ClinicIdSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,10}$/));
const InstantSchema = v.pipe(v.string(), v.isoTimestamp());

/** A list of distinct values of a picklist, at least one. */
const choiceList = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  v.pipe(
    v.array(v.picklist(options)),
    v.minLength(1, message),
    v.maxLength(options.length),
    v.check((values) => new Set(values).size === values.length, 'Each choice once'),
  );

/**
 * What both kinds of request wish for: the clinics and/or remote times, the parts of the day, how
 * the offer is sent, and the portal's language for its texts.
 */
const wishEntries = {
  clinicIds: v.pipe(
    v.array(ClinicIdSchema),
    v.maxLength(50),
    v.check((values: string[]) => new Set(values).size === values.length, 'Each clinic once'),
  ),
  remote: v.boolean(),
  partsOfDay: choiceList(earlierTimePartsOfDay, 'Choose at least one part of the day'),
  channels: choiceList(earlierTimeChannels, 'Choose at least one way to be told'),
  language: v.optional(v.picklist(LANGUAGES), 'fi'),
};

/** At least one clinic or remote times (the refusal is named on the clinics' field). */
const hasPlace = (request: { clinicIds: string[]; remote: boolean }): boolean => request.remote || request.clinicIds.length > 0;
const PLACE_REQUIRED = 'Choose at least one clinic or remote appointments';

/**
 * `PUT /api/appointments/{id}/earlier-time?csrfToken`: ask to be offered an earlier time for an
 * upcoming booking, or change what was asked (one request a booking, so a retry changes nothing).
 * The booking's practitioner only or anyone of its specialty; the chosen clinics and/or remote
 * times (at least one of them); the parts of the day; how the offer is sent. `language` that of the
 * portal, for the offer's texts.
 */
const BookingWishSchema = v.object({ samePractitioner: v.boolean(), ...wishEntries });
export const EarlierTimeRequestSchema = v.pipe(BookingWishSchema, v.forward(v.check((request) => hasPlace(request), PLACE_REQUIRED), ['clinicIds']));
export type EarlierTimeRequest = v.InferInput<typeof EarlierTimeRequestSchema>;

const SavedRequestSchema = v.object({
  samePractitioner: v.boolean(),
  clinicIds: v.array(v.string()),
  remote: v.boolean(),
  partsOfDay: v.array(v.picklist(earlierTimePartsOfDay)),
  channels: v.array(v.picklist(earlierTimeChannels)),
  createdAt: InstantSchema,
});

/**
 * `GET /api/appointments/{id}/earlier-time`: the booking's open request (null when none), the time
 * an offer holds for the patient now (null when none), and what the form may offer: the booking's
 * practitioner and specialty, the clinics where its specialty is seen, remote times when the
 * specialty has them, and text messages when a phone number is on the booking. `available` is
 * false when no earlier time can be asked for (a booking the portal cannot move, or one inside its
 * cancellation window); the page then shows no form. 404 for a booking not the patient's upcoming one.
 */
export const EarlierTimeStateSchema = v.object({
  available: v.boolean(),
  request: v.nullable(SavedRequestSchema),
  offer: v.nullable(v.object({ appointmentId: v.number(), startDate: InstantSchema, heldUntil: InstantSchema })),
  choices: v.object({
    practitionerName: v.string(),
    specialtyName: v.string(),
    clinics: v.array(v.object({ id: v.string(), name: v.string() })),
    remote: v.boolean(),
    sms: v.boolean(),
  }),
});
export type EarlierTimeState = v.InferOutput<typeof EarlierTimeStateSchema>;

/** The PUT's answer: the state as saved, or `notAvailable` (see EarlierTimeStateSchema's `available`). */
export const EarlierTimeSaveResponseSchema = v.variant('type', [
  v.object({ type: v.literal('saved'), state: EarlierTimeStateSchema }),
  v.object({ type: v.literal('notAvailable') }),
]);
export type EarlierTimeSaveResponse = v.InferOutput<typeof EarlierTimeSaveResponseSchema>;

/** The lists a search's request may book from: an insurance booking needs its insurer's approval first. */
export const searchRequestCustomerTypes = ['private', 'occupational', 'kela65'] as const;
export type SearchRequestCustomerType = (typeof searchRequestCustomerTypes)[number];
/** Open requests from searches a patient may have at once. */
export const MAX_SEARCH_REQUESTS = 5;
/** How far ahead a search's request may look: a year. */
export const SEARCH_REQUEST_MAX_DAYS = 365;

/**
 * `POST /api/earlier-time-requests?csrfToken`: from a search that found nothing, ask to be offered
 * a time of the specialty (and the practitioner, when the search named one), for the search's
 * list, at the chosen clinics and/or remote (at least one), in the chosen parts of the day,
 * starting on `notAfter` (a Helsinki date, today to a year on) at the latest; told by the chosen
 * channels. Taking an offered time is a reservation from that list.
 */
const SearchWishSchema = v.object({
  customerType: v.picklist(searchRequestCustomerTypes),
  specialtyId: v.pipe(v.string(), v.regex(/^[A-Z0-9]{1,10}$/)),
  practitionerId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
  notAfter: v.pipe(v.string(), v.isoDate()),
  ...wishEntries,
});
export const SearchRequestSchema = v.pipe(SearchWishSchema, v.forward(v.check((request) => hasPlace(request), PLACE_REQUIRED), ['clinicIds']));
export type SearchRequest = v.InferInput<typeof SearchRequestSchema>;

/**
 * The POST's answer: `saved` with the request's id; `tooManyRequests` with MAX_SEARCH_REQUESTS open
 * already; `notAvailable` for a list the patient does not book from (occupational without an
 * agreement, 65+ without the feature), or when the specialty is seen at none of the search's
 * clinics and has no remote times asked for (the request keeps only the clinics where it is seen).
 */
export const SearchRequestSaveResponseSchema = v.variant('type', [
  v.object({ type: v.literal('saved'), id: v.number() }),
  v.object({ type: v.picklist(['tooManyRequests', 'notAvailable']) }),
]);
export type SearchRequestSaveResponse = v.InferOutput<typeof SearchRequestSaveResponseSchema>;

/** `GET /api/earlier-time-requests?lang`: the patient's open requests from searches, oldest first, each with the time an offer holds now. */
export const SearchRequestListSchema = v.object({
  requests: v.array(
    v.object({
      id: v.number(),
      customerType: v.picklist(searchRequestCustomerTypes),
      specialtyName: v.string(),
      /** The practitioner's name and title, when the search named one. */
      practitionerName: v.nullable(v.string()),
      clinics: v.array(v.string()),
      remote: v.boolean(),
      partsOfDay: v.array(v.picklist(earlierTimePartsOfDay)),
      channels: v.array(v.picklist(earlierTimeChannels)),
      notAfter: v.pipe(v.string(), v.isoDate()),
      createdAt: InstantSchema,
      offer: v.nullable(v.object({ appointmentId: v.number(), startDate: InstantSchema, heldUntil: InstantSchema })),
    }),
  ),
});
export type SearchRequestList = v.InferOutput<typeof SearchRequestListSchema>;
