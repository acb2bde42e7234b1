import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { patients } from './core';

/**
 * The permits of the patient-data consent form; patients.patientDataConsentFormUpdated says
 * whether (and when) the form was filled at all.
 */
export const patientConsents = pgTable('patient_consents', {
  patientId: integer()
    .primaryKey()
    .references(() => patients.personId, { onDelete: 'cascade' }),
  allowsCommonRegistry: boolean().notNull(),
  /** Asked only in the general brand. */
  allowsViewingOccupationalInformation: boolean().notNull(),
  allowsMarketingMail: boolean().notNull(),
  allowsTreatmentInstructionsMail: boolean().notNull(),
  allowsBookingSms: boolean().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

/** Up to two guardians' contact details a (child) patient keeps in 'My information'. */
export const guardianContacts = pgTable(
  'guardian_contacts',
  {
    patientId: integer()
      .notNull()
      .references(() => patients.personId, { onDelete: 'cascade' }),
    /** 1 or 2; the first cannot be removed. */
    position: integer().notNull(),
    /** Last name plus first names. */
    name: text().notNull(),
    phone: text().notNull(),
    emailAddress: text(),
    isGuardianHasSameAddress: boolean().notNull(),
    streetAddress: text(),
    zipCode: text(),
    postOffice: text(),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.position] })],
);

/**
 * Patient concepts (booking doc section 3: code, directReimbursementAllowed) added through
 * `POST /api/concepts`, such as an insurer's direct-reimbursement code.
 */
export const patientConcepts = pgTable(
  'patient_concepts',
  {
    patientId: integer()
      .notNull()
      .references(() => patients.personId, { onDelete: 'cascade' }),
    code: text().notNull(),
    directReimbursementAllowed: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.code] })],
);
