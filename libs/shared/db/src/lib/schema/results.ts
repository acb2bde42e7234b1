import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, date, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { patients } from './core';
import { practitioners } from './reference';

export const referralTypes = ['laboratory', 'imaging'] as const;
/** Who may see a result or report (booking doc section 3: view restrictions). */
export const viewRestrictions = ['patient', 'professional'] as const;

/** Lab and imaging referrals; valid until the end of the validUntil day (Helsinki). */
export const referrals = pgTable(
  'referrals',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    patientId: integer()
      .notNull()
      .references(() => patients.personId, { onDelete: 'cascade' }),
    type: text({ enum: referralTypes }).notNull(),
    title: text().notNull(),
    /** Finnish only, as the product shows it. */
    description: text(),
    creationDate: date({ mode: 'string' }).notNull(),
    validUntil: date({ mode: 'string' }).notNull(),
    practitionerId: integer().references(() => practitioners.id, { onDelete: 'set null' }),
    patientInstructionsUrl: text(),
  },
  (t) => [index('referrals_patient_idx').on(t.patientId, t.type, t.creationDate)],
);

export const labTestStatuses = ['ready', 'referral', 'sampled'] as const;
export const resultPrefixes = ['greaterThan', 'greaterThanOrEqual', 'lessThan', 'lessThanOrEqual'] as const;

/**
 * Lab tests, grouped by resultDate in the product. A package is a row with items: the items
 * point at it with packageId and the package itself carries no result.
 */
export const labResults = pgTable(
  'lab_results',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    patientId: integer()
      .notNull()
      .references(() => patients.personId, { onDelete: 'cascade' }),
    referralId: integer().references(() => referrals.id, { onDelete: 'set null' }),
    packageId: integer().references((): AnyPgColumn => labResults.id, { onDelete: 'cascade' }),
    /** Order inside the date or the package. */
    position: integer().notNull(),
    resultDate: date({ mode: 'string' }).notNull(),
    displayName: text().notNull(),
    code: text().notNull(),
    isPackage: boolean().notNull().default(false),
    status: text({ enum: labTestStatuses }).notNull(),
    isReady: boolean().notNull(),
    resultType: text({ enum: ['numeric', 'textual'] }),
    resultText: text(),
    resultNumber: doublePrecision(),
    resultPrefix: text({ enum: resultPrefixes }),
    isWithinReferenceRange: boolean(),
    unit: text(),
    referenceRangeMin: doublePrecision(),
    referenceRangeMax: doublePrecision(),
    description: text(),
    additionalResult: text(),
    viewRestriction: text({ enum: viewRestrictions }).notNull().default('patient'),
  },
  (t) => [index('lab_results_patient_idx').on(t.patientId, t.resultDate), index('lab_results_package_idx').on(t.packageId)],
);

export const imagingResults = pgTable(
  'imaging_results',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    patientId: integer()
      .notNull()
      .references(() => patients.personId, { onDelete: 'cascade' }),
    referralId: integer().references(() => referrals.id, { onDelete: 'set null' }),
    imagingDate: date({ mode: 'string' }).notNull(),
    /** Null shows 'No title'. */
    examinationName: text(),
    /** Null shows 'No doctor's statement'. */
    statementText: text(),
    viewRestriction: text({ enum: viewRestrictions }).notNull().default('patient'),
  },
  (t) => [index('imaging_results_patient_idx').on(t.patientId, t.imagingDate)],
);
