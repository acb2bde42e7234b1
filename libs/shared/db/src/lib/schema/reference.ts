import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { organisations } from './core';

/** Text the product shows in the user's language; CMS content has all three. */
export interface LocalizedText {
  fi: string;
  sv: string;
  en: string;
}

/** A clinic's CMS content (account doc section 3: clinic.cmsContent). */
export interface ClinicCmsContent {
  name: LocalizedText;
  arrivalInfo: LocalizedText | null;
  covid19TestSiteName: string | null;
  covid19TestSiteAddress: string | null;
  covid19ArrivalInfo: LocalizedText | null;
}

/** Finnish municipalities, keyed by Statistics Finland's three-digit code ('091' is Helsinki). */
export const municipalities = pgTable('municipalities', {
  id: text().primaryKey(),
  name: jsonb().$type<LocalizedText>().notNull(),
});

/**
 * Municipalities close enough that a search in one also offers the other (booking doc section 7:
 * clinicIds include "nearby municipalities"). Stored in both directions.
 */
export const municipalityNeighbours = pgTable(
  'municipality_neighbours',
  {
    municipalityId: text()
      .notNull()
      .references(() => municipalities.id, { onDelete: 'cascade' }),
    nearbyMunicipalityId: text()
      .notNull()
      .references(() => municipalities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.municipalityId, t.nearbyMunicipalityId] })],
);

/**
 * Clinics. Ids are short codes as the product uses them; the remote "clinics" RMT, CHA, OS and
 * NRMT have no address or municipality.
 */
export const clinics = pgTable('clinics', {
  id: text().primaryKey(),
  name: text().notNull(),
  street: text(),
  postalCode: text(),
  postOffice: text(),
  municipalityId: text().references(() => municipalities.id),
  isRemote: boolean().notNull().default(false),
  cmsContent: jsonb().$type<ClinicCmsContent>().notNull(),
  /** The children's brand colours each clinic (account doc section 9); CSS colour. */
  colorCode: text(),
});

/** Which organisations (brands) offer a clinic; remote clinics serve both. */
export const organisationClinics = pgTable(
  'organisation_clinics',
  {
    organisationId: text()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    clinicId: text()
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.clinicId] })],
);

/** A search for a clinic also covers its linked clinics (booking doc section 7). Both directions. */
export const linkedClinics = pgTable(
  'linked_clinics',
  {
    clinicId: text()
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    linkedClinicId: text()
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.linkedClinicId] })],
);

export const occupationalReferralRequirements = ['none', 'doctorReferral', 'referral', 'specialtyReferral'] as const;

export const specialties = pgTable('specialties', {
  id: text().primaryKey(),
  name: jsonb().$type<LocalizedText>().notNull(),
  /** cmsContent.title */
  title: jsonb().$type<LocalizedText>().notNull(),
  /** cmsContent.description, shown by GET /api/appointments/specialty. */
  description: jsonb().$type<LocalizedText>(),
  appointmentReservationInfo: jsonb().$type<LocalizedText>(),
  /** False answers the specialty query with webReservationNotAllowed. */
  webReservationAllowed: boolean().notNull().default(true),
  /** Which occupational confirmation text the reservation shows (booking doc section 5). */
  occupationalReferral: text({ enum: occupationalReferralRequirements }).notNull().default('none'),
});

/** People who see patients, and resources (a laboratory, a vaccination room) booked the same way. */
export const practitioners = pgTable('practitioners', {
  id: integer().primaryKey(),
  name: text().notNull(),
  /** cmsContent.title, e.g. 'Yleislääkäri'. */
  title: jsonb().$type<LocalizedText>().notNull(),
  /** A room or a service rather than a person: no public profile page. */
  isResource: boolean().notNull().default(false),
  /** cmsContent.profilePicture.url; null for resources. */
  profilePictureUrl: text(),
  /** Public profile text. */
  description: jsonb().$type<LocalizedText>(),
  appointmentReservationInfo: jsonb().$type<LocalizedText>(),
});

/** Where a practitioner works (GET /api/appointments/practitioner-clinics). */
export const practitionerClinics = pgTable(
  'practitioner_clinics',
  {
    practitionerId: integer()
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    clinicId: text()
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.practitionerId, t.clinicId] }), index('practitioner_clinics_clinic_idx').on(t.clinicId)],
);

export const practitionerSpecialties = pgTable(
  'practitioner_specialties',
  {
    practitionerId: integer()
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    specialtyId: text()
      .notNull()
      .references(() => specialties.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.practitionerId, t.specialtyId] }), index('practitioner_specialties_specialty_idx').on(t.specialtyId)],
);

export const locationTypes = ['PhysicalLocation', 'RemoteAppointment', 'PhoneAppointment', 'MeetingAppointment'] as const;
export type LocationType = (typeof locationTypes)[number];

/** Appointment kinds; VETA (video) and Y65V (65+ Kela-reimbursed visit) are special. */
export const appointmentKinds = pgTable('appointment_kinds', {
  id: text().primaryKey(),
  /** kind.cmsContent.title and description. */
  title: jsonb().$type<LocalizedText>().notNull(),
  description: jsonb().$type<LocalizedText>().notNull(),
  appointmentReservationInfo: jsonb().$type<LocalizedText>(),
  defaultLocationType: text({ enum: locationTypes }).notNull(),
  isCovidTestAppointment: boolean().notNull().default(false),
  /** Insurer concept code some kinds carry (booking doc section 9: 663). */
  conceptCode: text(),
});

/** A practitioner's price for a kind of visit; amounts in cents (spec: rateEuros). */
export const practitionerRates = pgTable(
  'practitioner_rates',
  {
    id: integer().primaryKey(),
    practitionerId: integer()
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: jsonb().$type<LocalizedText>().notNull(),
    rateCents: integer().notNull(),
  },
  (t) => [index('practitioner_rates_practitioner_idx').on(t.practitionerId)],
);

/** Fees added to a rate, such as the office fee. */
export const rateAdditionalFees = pgTable(
  'rate_additional_fees',
  {
    rateId: integer()
      .notNull()
      .references(() => practitionerRates.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    code: text().notNull(),
    name: jsonb().$type<LocalizedText>().notNull(),
    rateCents: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.rateId, t.position] })],
);
