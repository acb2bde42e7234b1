import { boolean, date, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { patients } from './core';
import { practitioners } from './reference';

export const certificateTypes = ['medicalCertificateA', 'nurse'] as const;

/** Sick-leave certificates (the list shows those created since 1.1.2022). */
export const certificates = pgTable(
  'certificates',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    patientId: integer()
      .notNull()
      .references(() => patients.personId, { onDelete: 'cascade' }),
    type: text({ enum: certificateTypes }).notNull(),
    creationDate: date({ mode: 'string' }).notNull(),
    /** The sick leave the certificate grants. */
    validFrom: date({ mode: 'string' }).notNull(),
    validUntil: date({ mode: 'string' }).notNull(),
    practitionerId: integer().references(() => practitioners.id, { onDelete: 'set null' }),
    /** Object-storage key of the PDF; demo data points at a placeholder. */
    pdfStorageKey: text().notNull(),
  },
  (t) => [index('certificates_patient_idx').on(t.patientId, t.creationDate)],
);

export const vaccinations = pgTable(
  'vaccinations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    patientId: integer()
      .notNull()
      .references(() => patients.personId, { onDelete: 'cascade' }),
    name: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    effectiveUntil: date({ mode: 'string' }),
    practitionerId: integer().references(() => practitioners.id, { onDelete: 'set null' }),
  },
  (t) => [index('vaccinations_patient_idx').on(t.patientId, t.date)],
);

export const treatmentLengthUnits = ['days', 'weeks', 'months'] as const;

/** Prescriptions; the summary line joins type, count x size, total amount and treatment length. */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    patientId: integer()
      .notNull()
      .references(() => patients.personId, { onDelete: 'cascade' }),
    practitionerId: integer().references(() => practitioners.id, { onDelete: 'set null' }),
    medicineName: text().notNull(),
    strength: text().notNull(),
    issuedDate: date({ mode: 'string' }).notNull(),
    isRenewable: boolean().notNull(),
    /** e.g. 'tabletti', 'kapseli', 'emulsiovoide'. */
    medicineType: text().notNull(),
    /** Unit of packageSize and totalAmount, e.g. 'kpl', 'ml', 'g'. */
    packageUnit: text().notNull(),
    packageSize: doublePrecision().notNull(),
    packageCount: integer().notNull(),
    treatmentLength: integer(),
    treatmentLengthUnit: text({ enum: treatmentLengthUnits }),
    totalAmount: doublePrecision().notNull(),
    dosageGuide: text().notNull(),
    usageGuide: text().notNull(),
  },
  (t) => [index('prescriptions_patient_idx').on(t.patientId, t.issuedDate)],
);
