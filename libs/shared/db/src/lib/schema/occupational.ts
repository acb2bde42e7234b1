import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { patients } from './core';
import { clinics, practitioners } from './reference';

export const contractTypes = ['Comprehensive', 'Other', 'Statutory'] as const;

/** A patient's occupational health care agreement through their employer. */
export const occupationalContracts = pgTable('occupational_contracts', {
  patientId: integer()
    .primaryKey()
    .references(() => patients.personId, { onDelete: 'cascade' }),
  employerName: text().notNull(),
  /** Finnish business id, e.g. '1234567-8'. */
  companyCode: text().notNull(),
  departmentName: text(),
  contractType: text({ enum: contractTypes }).notNull(),
  /** The agreement's products; whether online booking is included is decided from them. */
  contractProductIds: text().array().notNull().default([]),
  webReservationAllowed: boolean().notNull(),
  vaccinationsAllowed: boolean().notNull(),
  influenzaVaccinationAllowed: boolean().notNull(),
  periodicInspectionClinicId: text().references(() => clinics.id),
});

export const professionalTypes = ['Doctor', 'Nurse', 'Physiotherapist', 'Psychologist'] as const;

/** The occupational health team: responsible professionals, each with a substitute while away. */
export const occupationalTeamMembers = pgTable(
  'occupational_team_members',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    patientId: integer()
      .notNull()
      .references(() => occupationalContracts.patientId, { onDelete: 'cascade' }),
    practitionerId: integer()
      .notNull()
      .references(() => practitioners.id),
    professionalType: text({ enum: professionalTypes }).notNull(),
    substitutePractitionerId: integer().references(() => practitioners.id),
    /** substitutePeriod: the absence during which the substitute stands in. */
    substituteFrom: date({ mode: 'string' }),
    substituteUntil: date({ mode: 'string' }),
  },
  (t) => [index('occupational_team_members_patient_idx').on(t.patientId)],
);
