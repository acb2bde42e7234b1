import * as v from 'valibot';
import { healthCareTypes } from './session';

// Apart from the booking forms' schemas (booking-reservation.ts): those check phone numbers with
// the phone metadata, which a page that only reads the patient (the booking lists) must not load.

const AddressSchema = v.object({ street: v.string(), postalCode: v.string(), postOffice: v.string() });

/** `GET /api/user` (signed in): the patient the session acts for. */
export const PatientSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  /** '150488-****'. */
  maskedSsn: v.string(),
  email: v.nullable(v.string()),
  phoneNumber: v.nullable(v.string()),
  postalAddress: v.nullable(AddressSchema),
  /** ISO instant of the consent on record; null when none. */
  patientDataConsentFormUpdated: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  /** False for an 'unregistered-user' (no patient record yet). */
  isRegistered: v.boolean(),
  isCreditworthy: v.boolean(),
  healthCareType: v.picklist(healthCareTypes),
  /** A guardian acting for a child. */
  isChild: v.boolean(),
  /** Shown in the 'Booking interrupted' notice. */
  billingContact: v.object({ phone: v.string(), email: v.string() }),
});
export type Patient = v.InferOutput<typeof PatientSchema>;

/**
 * `POST /api/user/consent?csrfToken&lang` body. privacyPolicyRead must be true when no consent is
 * on record; allowsViewingOccupationalInformation is asked in the general brand only.
 */
export const ConsentRequestSchema = v.object({
  allowsCommonRegistry: v.boolean(),
  allowsViewingOccupationalInformation: v.optional(v.boolean()),
  allowsMarketingMail: v.boolean(),
  allowsTreatmentInstructionsMail: v.boolean(),
  allowsBookingSms: v.boolean(),
  privacyPolicyRead: v.boolean(),
});
export type ConsentRequest = v.InferOutput<typeof ConsentRequestSchema>;

export const SuccessResponseSchema = v.object({ type: v.literal('success') });

/** The permits of the patient-data consent form (account doc section 3). */
export const ConsentFlagsSchema = v.object({
  allowsCommonRegistry: v.boolean(),
  /** Asked in the general brand only; always false in the children's brand. */
  allowsViewingOccupationalInformation: v.boolean(),
  allowsMarketingMail: v.boolean(),
  allowsTreatmentInstructionsMail: v.boolean(),
  allowsBookingSms: v.boolean(),
});
export type ConsentFlags = v.InferOutput<typeof ConsentFlagsSchema>;

/**
 * `GET /api/user/consent` (signed in): the current choices, so a form starts from them instead of
 * overwriting them. `consent` is null when no permits are on record; `patientDataConsentFormUpdated`
 * null means the form was never filled (the privacy policy must then be read). An unregistered
 * person has neither and cannot give a consent before registering.
 */
export const PatientDataConsentSchema = v.object({
  isRegistered: v.boolean(),
  patientDataConsentFormUpdated: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  consent: v.nullable(ConsentFlagsSchema),
});
export type PatientDataConsent = v.InferOutput<typeof PatientDataConsentSchema>;
