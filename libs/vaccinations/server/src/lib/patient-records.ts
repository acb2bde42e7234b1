import type { Immunization } from '@medplum/fhirtypes';
import type { PatientRecordSource, PatientRecordsQuery } from '@portal/shared/server';
import { formatPdfDate, portalIdentifier } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import type { VaccinationRow } from './queries';
import { patientVaccinations } from './queries';

/** The list's label of the end of effect (`vaccinations.vaccination.effectiveUntil` in the portal's catalogs). */
const effectiveUntilLabel: Readonly<Record<Language, string>> = { fi: 'Voimassa asti', sv: 'Giltig till', en: 'Effective until' };

/**
 * A vaccination as the patient's own copy gives it: the vaccine's name as the clinic recorded it,
 * the day and who gave it. FHIR's `expirationDate` is the vaccine lot's, not how long the
 * protection lasts, so the end of effect the list shows goes in a note in the patient's language.
 */
export function toImmunization(row: VaccinationRow, { config, lang, patient }: Pick<PatientRecordsQuery, 'config' | 'lang' | 'patient'>): Immunization {
  return {
    resourceType: 'Immunization',
    id: `vaccination-${row.id}`,
    identifier: [portalIdentifier(config, 'vaccination', row.id)],
    status: 'completed',
    vaccineCode: { text: row.name },
    patient,
    occurrenceDateTime: row.date,
    ...(row.practitionerName === null ? {} : { performer: [{ actor: { display: row.practitionerName } }] }),
    ...(row.effectiveUntil === null ? {} : { note: [{ text: `${effectiveUntilLabel[lang]}: ${formatPdfDate(row.effectiveUntil, lang)}` }] }),
  };
}

/** The vaccinations list's part of the patient's own data: every vaccination it shows, as FHIR Immunizations. */
export const vaccinationRecords: PatientRecordSource = {
  name: 'vaccinations',
  resourceTypes: ['Immunization'],
  records: async (query) => (await patientVaccinations(query.db, query.subjectId)).map((row) => toImmunization(row, query)),
};
