import type { Diagnosis, MedicalReport, ReportText, VisitSummary } from '@portal/visits/contracts';
import type { Language } from '@portal/shared/util';
import { maskIdentityCode } from '@portal/shared/util';
import type { PatientIdentity, VisitRow } from './queries';

/** A visit of the list in the requested language. */
export function toVisitSummary(row: VisitRow, lang: Language): VisitSummary {
  return {
    id: row.id,
    dateTime: row.dateTime.toISOString(),
    practitionerName: row.practitionerName,
    specialtyName: row.specialtyName?.[lang] ?? null,
    visitType: row.visitType,
  };
}

/** The report with whose it is; the identity code leaves the server masked only. */
export function toMedicalReport(row: VisitRow, patient: PatientIdentity, diagnoses: Diagnosis[], texts: ReportText[], lang: Language): MedicalReport {
  return {
    ...toVisitSummary(row, lang),
    patient: { name: `${patient.firstName} ${patient.lastName}`, maskedIdentityCode: maskIdentityCode(patient.ssn) },
    diagnoses,
    texts,
  };
}
