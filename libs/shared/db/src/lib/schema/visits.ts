import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { organisations, patients } from './core';
import { practitioners, specialties } from './reference';
import { viewRestrictions } from './results';

export const visitTypes = ['occupationalHealth', 'private'] as const;
export const visitKinds = ['healthCare', 'nursing', 'other', 'physiotherapy'] as const;

/** A visit and its medical report (visits list and detail). */
export const medicalReports = pgTable(
  'medical_reports',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    patientId: integer()
      .notNull()
      .references(() => patients.personId, { onDelete: 'cascade' }),
    organisationId: text()
      .notNull()
      .references(() => organisations.id),
    appointmentId: integer().references(() => appointments.id, { onDelete: 'set null' }),
    dateTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    practitionerId: integer().references(() => practitioners.id, { onDelete: 'set null' }),
    specialtyId: text().references(() => specialties.id),
    visitType: text({ enum: visitTypes }).notNull(),
    visitKind: text({ enum: visitKinds }).notNull(),
    viewRestriction: text({ enum: viewRestrictions }).notNull().default('patient'),
  },
  (t) => [index('medical_reports_patient_idx').on(t.patientId, t.dateTime)],
);

export const medicalReportDiagnoses = pgTable(
  'medical_report_diagnoses',
  {
    reportId: integer()
      .notNull()
      .references(() => medicalReports.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** ICD-10 code, e.g. 'J06.9'. */
    code: text().notNull(),
    description: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.position] })],
);

export const medicalReportTexts = pgTable(
  'medical_report_texts',
  {
    reportId: integer()
      .notNull()
      .references(() => medicalReports.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    title: text().notNull(),
    body: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.position] })],
);
