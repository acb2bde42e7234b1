import * as v from 'valibot';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MAX_LENGTH_USER_FORM,
  IDENTITY_CODE_MAX_LENGTH,
  LANGUAGES,
  PHONE_MAX_LENGTH_GUARDIAN,
  PHONE_MAX_LENGTH_USER,
  isValidBookingPhone,
  isValidEmail,
  isValidFinnishPhone,
  isValidIdentityCode,
} from '@portal/shared/util';
import { BookableAppointmentSchema, customerTypes } from './booking-search';
import { PermitContentHashSchema } from './insurance';
import type { InsuranceProblem } from './insurance-choice';
import { insuranceRequestProblems, notInsuranceProblems, reimbursementOptions, selectableInsurers } from './insurance-choice';

/**
 * Reserving a bookable time, the signed-in patient's own data (contact details, registration,
 * consent) and patient concepts (booking doc sections 3, 5, 7 and 8). The form schemas are
 * factories taking the messages, so the API answers in English and the portal shows its own texts.
 */

export const internalOrganizations = ['general', 'children'] as const;
export type InternalOrganization = (typeof internalOrganizations)[number];

/**
 * Result types of both reservation calls. `notCreditworthy` is ours: the spec only says booking is
 * interrupted for such a person (unless occupational), so the signed-in reservation answers it by
 * name. The anonymous reservation never does: credit status is not told to a caller who only holds
 * a name and an identity code, so there it is patientDataConsentRequired (sign in strongly first).
 * `kela65AgeLimit` is ours too: a 65+ reservation for a patient under 65 on the day of the visit
 * (the portal says so before, with the 65+ notice; the API refuses it all the same).
 */
export const ReservationResultTypes = [
  'success',
  'appointmentNotAvailable',
  'tooManyReservations',
  'treatmentChainCreationFailed',
  'unknownError',
  'noPatient',
  'patientDataConsentRequired',
  'patientInfoConflict',
  'notCreditworthy',
  'kela65AgeLimit',
] as const;
export type ReservationResultType = (typeof ReservationResultTypes)[number];

/**
 * At most this many future, not cancelled reservations per patient (tooManyReservations): room for
 * a course of visits (a series of physiotherapy, laboratory before a doctor) while stopping one
 * person from holding a clinic's day.
 */
export const MAX_FUTURE_RESERVATIONS = 10;
export const RESERVATION_DESCRIPTION_MAX_LENGTH = 300;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const STREET_ADDRESS_MIN_LENGTH = 2;
export const STREET_ADDRESS_MAX_LENGTH = 30;
export const POST_OFFICE_MIN_LENGTH = 2;
export const POST_OFFICE_MAX_LENGTH = 30;

export interface ReservationFormMessages {
  readonly required: string;
  /** A first or last name longer than NAME_MAX_LENGTH. */
  readonly nameTooLong: string;
  readonly ssn: string;
  readonly phone: string;
  readonly email: string;
  readonly termsRequired: string;
}

export interface ContactFormMessages {
  readonly required: string;
  readonly streetAddress: string;
  readonly postalCode: string;
  readonly postOffice: string;
  readonly email: string;
  readonly phone: string;
}

export interface RegistrationFormMessages extends ContactFormMessages {
  readonly name: string;
}

/** The spec's texts (booking doc section 5), used by the API and as the portal's defaults. */
export const defaultReservationFormMessages: ReservationFormMessages = {
  required: 'Required',
  nameTooLong: `Use at most ${NAME_MAX_LENGTH} characters`,
  ssn: 'Please check your identity number',
  phone: 'Please enter your phone number, eg. +358401234567',
  email: 'Please enter your email, eg. name@example.com',
  termsRequired: 'Please accept the terms and conditions',
};

export const defaultContactFormMessages: ContactFormMessages = {
  required: 'Required',
  streetAddress: `Enter ${STREET_ADDRESS_MIN_LENGTH}-${STREET_ADDRESS_MAX_LENGTH} characters`,
  postalCode: 'Enter five digits',
  postOffice: `Enter ${POST_OFFICE_MIN_LENGTH}-${POST_OFFICE_MAX_LENGTH} characters`,
  email: 'Please enter your email, eg. name@example.com',
  phone: 'Please enter your phone number, eg. +358401234567',
};

export const defaultRegistrationFormMessages: RegistrationFormMessages = {
  ...defaultContactFormMessages,
  name: `Enter ${NAME_MIN_LENGTH}-${NAME_MAX_LENGTH} characters`,
};

const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * `GET /api/appointments/{id}?lang` (public): the time on the reservation page. It answers only for
 * a free time (nobody's, not cancelled, not started) or for a time reserved by the signed-in
 * session's patient, which comes with isReserved ('already reserved'); anything else is 404, 'no
 * appointment found', so nobody learns which ids are someone else's reservations. bindingHours is
 * the organisation's setting (the same as its cancellation hours): a start closer than that needs
 * the binding-reservation box.
 */
export const ReservationAppointmentSchema = v.object({
  ...BookableAppointmentSchema.entries,
  bindingHours: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The concept code the appointment's kind carries (663), which an insurance reservation uses; null for most kinds. */
  kindConceptCode: v.nullable(v.pipe(v.string(), v.maxLength(20))),
});
export type ReservationAppointment = v.InferOutput<typeof ReservationAppointmentSchema>;

function requiredText(required: string) {
  return v.pipe(v.string(required), v.trim(), v.nonEmpty(required));
}

/**
 * The portal's language when the time is reserved: the confirmation and the reminder are written
 * in it. Not in the spec's request; a caller that leaves it out gets Finnish, the portal's default.
 */
const ReservationLanguageSchema = v.optional(v.picklist(LANGUAGES), 'fi');

/** Non-empty after trimming and at most `max` characters (the anonymous form's names, section 5). */
function boundedText(required: string, message: string, max: number) {
  return v.pipe(requiredText(required), v.maxLength(max, message));
}

function lengthText(required: string, message: string, min: number, max: number) {
  return v.pipe(requiredText(required), v.minLength(min, message), v.maxLength(max, message));
}

function emailField(required: string, message: string, maxLength: number) {
  return v.pipe(
    requiredText(required),
    v.check((value) => isValidEmail(value, { maxLength }), message),
  );
}

function contactEntries(m: ContactFormMessages) {
  return {
    streetAddress: lengthText(m.required, m.streetAddress, STREET_ADDRESS_MIN_LENGTH, STREET_ADDRESS_MAX_LENGTH),
    postalCode: v.pipe(requiredText(m.required), v.regex(/^\d{5}$/, m.postalCode)),
    postOffice: lengthText(m.required, m.postOffice, POST_OFFICE_MIN_LENGTH, POST_OFFICE_MAX_LENGTH),
    emailAddress: emailField(m.required, m.email, EMAIL_MAX_LENGTH_USER_FORM),
    phoneNumber: v.pipe(
      requiredText(m.required),
      v.check((value) => isValidFinnishPhone(value, { maxLength: PHONE_MAX_LENGTH_USER }), m.phone),
    ),
  };
}

/** `POST /api/anon/reserve-appointment` body (public, same-origin, rate-limited per address). */
export function createAnonymousReservationRequestSchema(m: ReservationFormMessages) {
  return v.object({
    internalOrganization: v.picklist(internalOrganizations),
    appointmentId: IdSchema,
    language: ReservationLanguageSchema,
    emailAddress: emailField(m.required, m.email, EMAIL_MAX_LENGTH),
    // Only non-empty in the spec; the maximum is the names' everywhere else (NAME_MAX_LENGTH).
    firstName: boundedText(m.required, m.nameTooLong, NAME_MAX_LENGTH),
    lastName: boundedText(m.required, m.nameTooLong, NAME_MAX_LENGTH),
    // Digits only and valid for Finland; no valid number ('00358' and twelve digits at most) is
    // longer than the longest phone the account forms take.
    phone: v.pipe(requiredText(m.required), v.maxLength(PHONE_MAX_LENGTH_GUARDIAN, m.phone), v.check(isValidBookingPhone, m.phone)),
    ssn: v.pipe(
      requiredText(m.required),
      v.toUpperCase(),
      v.maxLength(IDENTITY_CODE_MAX_LENGTH, m.ssn),
      v.check((value) => isValidIdentityCode(value), m.ssn),
    ),
    termsAccepted: v.literal(true, m.termsRequired),
    /** Required true when the start is closer than the binding hours (checked by the server). */
    bindingAccepted: v.optional(v.boolean()),
    /**
     * The form's "by text message too" box (issue 43): the confirmation and the reminder go to the
     * phone as well. Left out, the consent on record for the identity code decides.
     */
    allowsBookingSms: v.optional(v.boolean()),
  });
}
export const AnonymousReservationRequestSchema = createAnonymousReservationRequestSchema(defaultReservationFormMessages);
export type AnonymousReservationRequest = v.InferOutput<typeof AnonymousReservationRequestSchema>;

/**
 * `POST /api/reserve-appointment?csrfToken` body. There is no patient field: the server always
 * reserves for the session's patient (or the child a guardian acts for).
 */
export function createSignedInReservationRequestSchema(m: ReservationFormMessages) {
  return v.pipe(
    v.object({
      internalOrganization: v.picklist(internalOrganizations),
      appointmentId: IdSchema,
      language: ReservationLanguageSchema,
      description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(RESERVATION_DESCRIPTION_MAX_LENGTH))),
      emailAddress: emailField(m.required, m.email, EMAIL_MAX_LENGTH_USER_FORM),
      phone: v.pipe(
        requiredText(m.required),
        v.check((value) => isValidFinnishPhone(value, { maxLength: PHONE_MAX_LENGTH_USER }), m.phone),
      ),
      conceptCode: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(20))),
      /** The chosen LähiTapiola permit (insurance-choice.ts). */
      dcpContentHash: v.optional(PermitContentHashSchema),
      bindingAccepted: v.optional(v.boolean()),
      /**
       * The occupational confirmation box (booking doc section 5): required true for an occupational
       * reservation (checked by the server); its text depends on the specialty.
       */
      occupationalConfirmed: v.optional(v.boolean()),
      /** The list the time was chosen from; the time must be offered to this customer type. */
      customerType: v.optional(v.picklist(customerTypes), 'private'),
      /** An insurance reservation's payer (insurance-choice.ts); only with customerType insurance. */
      insuranceCompany: v.optional(v.picklist(selectableInsurers)),
      reimbursementOption: v.optional(v.picklist(reimbursementOptions)),
      /** The consent box of direct compensation (If's, or LähiTapiola's for the permit). */
      directCompensationConsent: v.optional(v.boolean()),
    }),
    // The insurance rules a request shows by itself, named by field like any validation error; the
    // API checks the rest with the time, the patient and the insurers' answers.
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const request = dataset.value;
      const problems = request.customerType === 'insurance' ? insuranceRequestProblems(request) : notInsuranceProblems(request);
      for (const problem of problems) addIssue(insuranceIssue(request, problem));
    }),
  );
}

/** A validation issue at the insurance field a rule names. */
function insuranceIssue<T extends Record<string, unknown>>(input: T, problem: InsuranceProblem) {
  return {
    expected: problem.rule,
    path: [{ type: 'object', origin: 'value', input, key: problem.field, value: input[problem.field] }] as [v.ObjectPathItem],
  };
}
export const SignedInReservationRequestSchema = createSignedInReservationRequestSchema(defaultReservationFormMessages);
export type SignedInReservationRequest = v.InferOutput<typeof SignedInReservationRequestSchema>;

const failureTypes = ReservationResultTypes.filter(
  (type): type is Exclude<ReservationResultType, 'success'> => type !== 'success',
);

export const ReservationResponseSchema = v.variant('type', [
  v.object({
    type: v.literal('success'),
    reservationDetails: v.object({
      appointmentId: IdSchema,
      startDate: v.pipe(v.string(), v.isoTimestamp()),
      /** For the anonymous appointment link `/{lang}/{appointment word}/{anonymousLinkId}`. */
      anonymousLinkId: v.string(),
    }),
  }),
  v.object({ type: v.picklist(failureTypes) }),
]);
export type ReservationResponse = v.InferOutput<typeof ReservationResponseSchema>;

/** `PUT /api/user?csrfToken` body (booking doc section 5 "Contact info"). */
export function createPatientContactUpdateSchema(m: ContactFormMessages) {
  return v.object(contactEntries(m));
}
export const PatientContactUpdateSchema = createPatientContactUpdateSchema(defaultContactFormMessages);
export type PatientContactUpdate = v.InferOutput<typeof PatientContactUpdateSchema>;

export const PatientContactUpdateResponseSchema = v.object({
  type: v.literal('success'),
  patient: v.object({
    streetAddress: v.string(),
    postalCode: v.string(),
    postOffice: v.string(),
    emailAddress: v.string(),
    phoneNumber: v.string(),
  }),
});
export type PatientContactUpdateResponse = v.InferOutput<typeof PatientContactUpdateResponseSchema>;

/**
 * `POST /api/user/register?csrfToken` body. For a guardian acting for a child the names are the
 * child's from the population data: the server keeps those and ignores the names sent.
 */
export function createRegistrationRequestSchema(m: RegistrationFormMessages) {
  return v.object({
    firstName: lengthText(m.required, m.name, NAME_MIN_LENGTH, NAME_MAX_LENGTH),
    lastName: lengthText(m.required, m.name, NAME_MIN_LENGTH, NAME_MAX_LENGTH),
    ...contactEntries(m),
  });
}
export const RegistrationRequestSchema = createRegistrationRequestSchema(defaultRegistrationFormMessages);
export type RegistrationRequest = v.InferOutput<typeof RegistrationRequestSchema>;


export const conceptFailureTypes = [
  'conceptNotFound',
  'conceptOnlineUpdateNotAllowed',
  'customerDeniedAccess',
  'customerNotFound',
  'unknownError',
] as const;

/** `POST /api/concepts?csrfToken` body. */
export const ConceptRequestSchema = v.object({ code: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(20)) });
export type ConceptRequest = v.InferOutput<typeof ConceptRequestSchema>;

export const ConceptResponseSchema = v.variant('type', [
  v.object({ type: v.literal('success') }),
  v.object({ type: v.picklist(conceptFailureTypes) }),
]);
export type ConceptResponse = v.InferOutput<typeof ConceptResponseSchema>;
