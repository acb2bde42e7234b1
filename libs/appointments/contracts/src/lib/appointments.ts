import type { BookingCustomerType } from '@portal/shared/util';
import * as v from 'valibot';

/**
 * A patient's own appointments: list, detail, cancel, self check-in, arrival reason, and the
 * anonymous appointment link (account doc sections 3, 4, 7 and 8). Texts arrive in the language
 * the portal asks for (`lang` query), so the portal shows them as they are.
 */


export const locationTypes = ['PhysicalLocation', 'RemoteAppointment', 'PhoneAppointment', 'MeetingAppointment'] as const;
export type AppointmentLocationType = (typeof locationTypes)[number];

export const selfCheckInStatuses = ['allowed', 'checkedIn', 'onlyAtReception', 'statusNotAvailable', 'tooEarly'] as const;
export type SelfCheckInStatus = (typeof selfCheckInStatuses)[number];

/** Minutes before the start when self check-in opens (account doc section 9). */
export const CHECK_IN_OPENS_MINUTES = 30;

/** Arrival reason: at most 300 characters (section 5); the prefix is added by the API on save. */
export const ARRIVAL_REASON_MAX_LENGTH = 300;
export const ARRIVAL_REASON_PREFIX = 'Asiakkaan itse kirjoittama tulosyy: ';

const AddressSchema = v.object({ street: v.string(), postalCode: v.string(), postOffice: v.string() });

const FeeSchema = v.object({ code: v.string(), name: v.string(), rateEuros: v.number() });

export const PatientAppointmentSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  kindId: v.string(),
  kind: v.object({ cmsContent: v.object({ title: v.string(), description: v.string() }) }),
  isSpecificTime: v.boolean(),
  durationMinutes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** ISO 8601 instant. */
  startDate: v.pipe(v.string(), v.isoTimestamp()),
  isRemote: v.boolean(),
  isReserved: v.boolean(),
  isCovidTestAppointment: v.boolean(),
  locationType: v.picklist(locationTypes),
  clinicId: v.string(),
  clinic: v.object({
    name: v.string(),
    /** Null for the remote clinics (RMT, CHA, OS, NRMT). */
    address: v.nullable(AddressSchema),
    municipality: v.nullable(v.string()),
    cmsContent: v.object({
      name: v.string(),
      arrivalInfo: v.nullable(v.string()),
      covid19TestSiteName: v.nullable(v.string()),
      covid19TestSiteAddress: v.nullable(v.string()),
      covid19ArrivalInfo: v.nullable(v.string()),
    }),
  }),
  practitionerId: v.pipe(v.number(), v.integer()),
  practitioner: v.object({
    id: v.pipe(v.number(), v.integer()),
    isResource: v.boolean(),
    name: v.string(),
    title: v.string(),
    cmsContent: v.object({ profilePicture: v.nullable(v.object({ url: v.string() })) }),
  }),
  practitionerRate: v.nullable(
    v.object({ code: v.string(), name: v.string(), rateEuros: v.number(), additionalFees: v.array(FeeSchema) }),
  ),
  specialtyId: v.string(),
  specialtyData: v.object({
    specialties: v.array(v.object({ id: v.string(), name: v.string(), cmsContent: v.object({ title: v.string() }) })),
  }),
  /** Present once checked in; a null location means 'see reception'. */
  room: v.nullable(v.object({ location: v.nullable(v.string()) })),
  selfCheckInStatus: v.picklist(selfCheckInStatuses),
  /** The patient cancelled it themself. */
  hasAppointeeCanceled: v.boolean(),
  /** Cancelled by anyone (the patient or the clinic). */
  isCancelled: v.boolean(),
  mayCancel: v.boolean(),
  /** What the patient wrote, without the stored prefix; null until saved. */
  arrivalReason: v.nullable(v.string()),
  /** The visit's fee can be paid online now (the pay-visit page lists it): the page links there. */
  visitFeePayable: v.boolean(),
  /**
   * The booking list the reservation was made from (by its payer), where its time can be changed
   * in one step; null when the portal does not book for its payer.
   */
  bookedAs: v.nullable(v.picklist(['private', 'insurance', 'occupational', 'kela65'] as const satisfies readonly BookingCustomerType[])),
  /** The appointment the patient moved this booking to (this one then shows as cancelled); null otherwise. */
  movedTo: v.nullable(v.pipe(v.number(), v.integer())),
});
export type PatientAppointment = v.InferOutput<typeof PatientAppointmentSchema>;

/** `GET /api/patient-appointments`: the future, not cancelled appointments, soonest first. */
export const PatientAppointmentListSchema = v.object({
  appointments: v.array(PatientAppointmentSchema),
  /** The organisation's cancellation window in hours (the list intro and the cancel failure). */
  cancellationHours: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type PatientAppointmentList = v.InferOutput<typeof PatientAppointmentListSchema>;

/** `GET /api/patient-appointments/{ids}` (comma-separated): 404 when none of them is the patient's. */
export const AppointmentIdsParamSchema = v.object({
  ids: v.pipe(v.string(), v.regex(/^\d{1,10}(,\d{1,10}){0,19}$/, 'Expected up to 20 comma-separated numeric ids')),
});

export const AppointmentIdParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'Expected a numeric id')),
});

/** `DELETE /api/appointments/{id}`: always 200 with a type (account doc section 8 result codes). */
export const CancelAppointmentResultSchema = v.variant('type', [
  v.object({ type: v.literal('success') }),
  v.object({ type: v.literal('deadlineExceeded'), cancellationHours: v.pipe(v.number(), v.integer()) }),
  v.object({ type: v.literal('appointmentNotFound') }),
  v.object({ type: v.literal('unknownError') }),
]);
export type CancelAppointmentResult = v.InferOutput<typeof CancelAppointmentResultSchema>;

export const checkInResultTypes = [
  'Success',
  'AlreadyCheckedIn',
  'TooEarly',
  'ConfidentialityFormNotFilled',
  'ConfidentialityFormNotFilledAsAdult',
  'CheckInOnlyAtReception',
  'Failure',
] as const;
export type CheckInResultType = (typeof checkInResultTypes)[number];

/** `POST /api/appointments/check-in/{id}`: always 200 with a type; `room` comes with Success. */
export const CheckInResultSchema = v.object({
  type: v.picklist(checkInResultTypes),
  room: v.optional(v.nullable(v.object({ location: v.nullable(v.string()) }))),
});
export type CheckInResult = v.InferOutput<typeof CheckInResultSchema>;

/** `POST /api/appointments/{id}/arrival-reason` body. */
export const ArrivalReasonRequestSchema = v.object({
  arrivalReason: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(ARRIVAL_REASON_MAX_LENGTH)),
});
export type ArrivalReasonRequest = v.InferOutput<typeof ArrivalReasonRequestSchema>;

export const UpdateAppointmentResultSchema = v.object({ type: v.literal('Success') });

/**
 * The id of an anonymous appointment link: a random, unguessable word (the appointment's
 * anonymousLinkId). The link's other form is URL-safe base64 of `{numeric id}_{link id}`.
 */
export const AnonymousAppointmentIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{16,64}$/, 'Expected an anonymous appointment id'));

/**
 * "Add to calendar": the appointment's calendar entry as a file (text/calendar), the same entry its
 * mails carry; 404 for an appointment cancelled, past or not the session's. Served by the
 * notifications server.
 */
export function appointmentCalendarPath(appointmentId: number, lang: 'fi' | 'sv' | 'en'): string {
  return `/api/appointments/${appointmentId}/calendar?lang=${lang}`;
}

/** The same for the anonymous link's appointment (no session). */
export function anonymousAppointmentCalendarPath(anonymousId: string, lang: 'fi' | 'sv' | 'en'): string {
  return `/api/anon/appointments/${encodeURIComponent(anonymousId)}/calendar?lang=${lang}`;
}

/** `GET /api/anon/appointments/{anonymousId}`: 404 when unknown; cancelled ones come with isCancelled. */
export const AnonymousAppointmentSchema = v.object({
  ...v.omit(PatientAppointmentSchema, ['arrivalReason', 'mayCancel', 'visitFeePayable', 'bookedAs', 'movedTo']).entries,
  /** The same appointment's id for the signed-in page that cancelling leads to. */
  id: v.pipe(v.number(), v.integer()),
  /**
   * Whether the time may still be cancelled online (outside the cancellation window, not
   * cancelled or checked in): the view offers 'Log in to cancel' only then. Says nothing of who.
   */
  isCancellable: v.boolean(),
});
export type AnonymousAppointment = v.InferOutput<typeof AnonymousAppointmentSchema>;

/** Four characters: three digits and the check character (section 5), upper-cased. */
export const SsnEndPartSchema = v.pipe(v.string(), v.toUpperCase(), v.regex(/^\d{3}[0-9ABCDEFHJKLMNPRSTUVWXY]$/, 'Expected the last four characters of the identity code'));

/** `POST /api/anon/check-in` body (section 3). */
export const AnonymousCheckInRequestSchema = v.object({
  appointmentId: AnonymousAppointmentIdSchema,
  ssnEndPart: SsnEndPartSchema,
});
export type AnonymousCheckInRequest = v.InferOutput<typeof AnonymousCheckInRequestSchema>;

export const anonymousCheckInResultTypes = [
  'success',
  'ssnEndPartMismatch',
  'confidentialityFormNotFilled',
  'confidentialityFormNotFilledAsAdult',
  'alreadyCheckedIn',
  'tooEarly',
  'checkInOnlyAtReception',
  'failure',
  /** The link's overall cap of wrong end parts is used up: only strong sign-in checks in now. */
  'signInRequired',
] as const;
export type AnonymousCheckInResultType = (typeof anonymousCheckInResultTypes)[number];

/**
 * The answer of `POST /api/anon/check-in`: 200 with a type, `room` with success. Too many
 * attempts get 429 `{type: 'TooManyRequests'}`; an unknown appointment 404.
 */
export const AnonymousCheckInResultSchema = v.object({
  type: v.picklist(anonymousCheckInResultTypes),
  room: v.optional(v.nullable(v.object({ location: v.nullable(v.string()) }))),
});
export type AnonymousCheckInResult = v.InferOutput<typeof AnonymousCheckInResultSchema>;
