import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations, patients, persons } from './core';
import { appointmentKinds, clinics, locationTypes, practitionerRates, practitioners, specialties } from './reference';

// Same values as patients.healthCareType in core.ts.
const healthCareTypes = ['private', 'occupational', 'insurance', 'kela65'] as const;
/** The spec's AppointmentPayerType, and kela65 for the 65+ visit Kela compensates (a text column: no migration). */
export const appointmentPayerTypes = ['insurance', 'insuranceAndOccupationalHealthCare', 'occupationalHealthCare', 'other', 'self', 'kela65'] as const;

/**
 * What the clinic allows for self check-in. The API derives selfCheckInStatus from it:
 * checkedIn once checkedInAt is set, tooEarly before start - 30 min, otherwise allowed;
 * onlyAtReception and statusNotAvailable pass through.
 */
/**
 * The insurer and reimbursement option a reservation names, as stored: the same values as the
 * booking contracts' `insuranceCompanies` and `reimbursementOptions` (a booking server test holds
 * them equal; the shared schema may not import a domain's contracts).
 */
export const storedInsuranceCompanies = [
  'AKTIA',
  'FENNIA',
  'IF',
  'LAHITAPIOLA',
  'MANDATUM',
  'MELA',
  'OP',
  'OTHER',
  'POHJANTAHTI',
  'POP',
  'PROTECTOR',
  'PV',
  'SAASTOPANKKI',
  'TURVA',
  'VALTIOKONTTORI',
] as const;
export const storedReimbursementOptions = ['PAY_AND_REIMBURSE', 'COMPANY_REIMBURSEMENT', 'USE_REIMBURSEMENT'] as const;

export const selfCheckInAvailabilities = ['available', 'onlyAtReception', 'statusNotAvailable'] as const;

/** A time nobody holds: not reserved and not cancelled. */
const free = (t: { reservedByPatientId: AnyPgColumn; cancelledAt: AnyPgColumn }) => sql`${t.reservedByPatientId} is null and ${t.cancelledAt} is null`;

/**
 * One bookable time and, once reserved, the reservation. A slot is free while
 * reserved_by_patient_id and cancelled_at are both null, so reserving is a single
 * `UPDATE ... WHERE id = $1 AND reserved_by_patient_id IS NULL AND cancelled_at IS NULL`
 * and the row count says whether it won.
 *
 * Cancelling keeps the reservation on the row (the patient's view and the anonymous link still
 * find it, as 'Appointment cancelled') and sets cancelled_at; whoever cancels may insert a
 * fresh free copy of the slot to offer the time again.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    organisationId: text()
      .notNull()
      .references(() => organisations.id),
    clinicId: text()
      .notNull()
      .references(() => clinics.id),
    practitionerId: integer()
      .notNull()
      .references(() => practitioners.id),
    specialtyId: text()
      .notNull()
      .references(() => specialties.id),
    kindId: text()
      .notNull()
      .references(() => appointmentKinds.id),
    practitionerRateId: integer().references(() => practitionerRates.id),
    startDate: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    durationMinutes: integer().notNull(),
    locationType: text({ enum: locationTypes }).notNull(),
    isRemote: boolean().notNull(),
    /** False for drop-in style times (come within the hour). */
    isSpecificTime: boolean().notNull().default(true),
    requiresAuthToReserve: boolean().notNull().default(false),
    /** Customer types the time is offered to (private, occupational, insurance, kela65). */
    healthCareTypes: text({ enum: healthCareTypes }).array().notNull(),
    selfCheckInAvailability: text({ enum: selfCheckInAvailabilities }).notNull().default('available'),
    /** room.location shown after check-in; null means 'see reception'. */
    roomLocation: text(),

    reservedByPatientId: integer().references(() => patients.personId, { onDelete: 'cascade' }),
    /** Who made the reservation: the patient, or a guardian acting for a child. */
    reservedByPersonId: integer().references(() => persons.id, { onDelete: 'set null' }),
    reservedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The reservation request's description and contact details, as given when booking. */
    description: text(),
    emailAddress: text(),
    phone: text(),
    payerType: text({ enum: appointmentPayerTypes }),
    conceptCode: text(),
    /** The insurer and payment option of an insurance reservation (the contracts' lists, insurance-choice.ts). */
    insuranceCompany: text({ enum: storedInsuranceCompanies }),
    reimbursementOption: text({ enum: storedReimbursementOptions }),
    /** The content hash of the LähiTapiola direct compensation permit the reservation uses. */
    dcpContentHash: text(),
    /** The language the reservation was made in (fi, sv or en): its confirmation and reminder are in it. */
    language: text({ enum: ['fi', 'sv', 'en'] }),
    /**
     * The calendar entry's SEQUENCE (RFC 5545): 0 when reserved, one more with each change the
     * patient's calendar must take (a cancellation, a move). The entry's UID is the appointment's
     * id, or calendarEntryId's.
     */
    calendarSequence: integer().notNull().default(0),
    /**
     * The appointment whose calendar entry this one continues (its UID): set when the patient
     * moved a reservation here from another time, so the entry in the patient's calendar is
     * updated rather than a second one added. Null: the entry is this appointment's own.
     */
    calendarEntryId: integer(),
    /** Where the patient moved this reservation (set with its cancellation by the move). */
    movedToAppointmentId: integer(),
    /**
     * The anonymous form's "by text message too" box; null when the form did not ask (a signed-in
     * booking), and the consent on record decides.
     */
    bookingSmsAllowed: boolean(),
    /** Random, unguessable id of the anonymous appointment link; set when reserved. */
    anonymousLinkId: text(),
    /**
     * Wrong identity-code end parts given through the anonymous link over its whole life: at the
     * cap (ANON_CHECK_IN_LINK_CAP) only strong sign-in checks the appointment in.
     */
    anonymousCheckInFailures: integer().notNull().default(0),

    cancelledAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** True when the patient cancelled; false with cancelledAt set means the clinic did. */
    hasAppointeeCanceled: boolean().notNull().default(false),
    checkedInAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** Stored with the fixed Finnish prefix the product adds on save. */
    arrivalReason: text(),
    /**
     * A free time offered to a patient waiting for an earlier one (earlier_time_offers) is theirs
     * alone until this instant: nobody else sees or reserves it before then.
     */
    heldUntil: timestamp({ withTimezone: true, mode: 'date' }),
    heldForPatientId: integer(),
  },
  (t) => [
    index('appointments_reserved_by_idx').on(t.reservedByPatientId, t.startDate),
    // The search only ever looks at free times, so its indexes hold those alone and stay small
    // as bookings grow. Each gives the times of one clinic, specialty or practitioner (or of one
    // clinic and specialty) in start order, so a filtered page of 20 reads little more than 20
    // rows; without a filter the times are read in start order from the first.
    index('appointments_free_start_idx').on(t.startDate).where(free(t)),
    index('appointments_free_clinic_start_idx').on(t.clinicId, t.startDate).where(free(t)),
    index('appointments_free_clinic_specialty_start_idx').on(t.clinicId, t.specialtyId, t.startDate).where(free(t)),
    index('appointments_free_specialty_start_idx').on(t.specialtyId, t.startDate).where(free(t)),
    index('appointments_free_practitioner_start_idx').on(t.practitionerId, t.startDate).where(free(t)),
    uniqueIndex('appointments_anonymous_link_idx').on(t.anonymousLinkId),
  ],
);

/**
 * Direct compensation permits granted on the development insurer stand-in's application page
 * (booking's insurer-stand-in.ts), where every API process on the database finds them: the person
 * by a keyed hash of the identity code, never the code itself, the newest 10 a person, each kept
 * until its validity has ended. Development only (production asks LähiTapiola).
 */
export const devInsurerPermits = pgTable(
  'dev_insurer_permits',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** HMAC-SHA256 of the identity code under the stand-in's return secret. */
    personKey: text().notNull(),
    /** Which of the application page's choices was granted. */
    symptomIndex: integer().notNull(),
    /** The last day the permit is valid (Helsinki). */
    validTo: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** After the end of `validTo`; the purge removes the row then. */
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('dev_insurer_permits_person_idx').on(t.personKey, t.createdAt), index('dev_insurer_permits_expires_idx').on(t.expiresAt)],
);
