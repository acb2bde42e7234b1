import type { Duration, MedicationRequest } from '@medplum/fhirtypes';
import type { TreatmentLengthUnit } from '@portal/prescriptions/contracts';
import type { PatientRecordSource, PatientRecordsQuery } from '@portal/shared/server';
import { portalIdentifier } from '@portal/shared/server';
import { addCalendarDays, helsinkiDateString } from '@portal/shared/util';
import type { PrescriptionWithPrescriber } from './queries';
import { patientPrescriptionsWithPrescriber } from './queries';

const ucumUnits: Readonly<Record<TreatmentLengthUnit, string>> = { days: 'd', weeks: 'wk', months: 'mo' };

/** The day `months` calendar months after `day`; the 31st falls on a shorter month's last day. */
function addCalendarMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const lastOfMonth = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastOfMonth))).toISOString().slice(0, 10);
}

/** The first day after the treatment the prescription was written for. */
function treatmentEnd(issuedDate: string, length: number, unit: TreatmentLengthUnit): string {
  if (unit === 'months') return addCalendarMonths(issuedDate, length);
  return addCalendarDays(issuedDate, unit === 'weeks' ? 7 * length : length);
}

/**
 * The prescription's status by what is recorded: nothing records a cancellation or the
 * prescription's validity, only the length of treatment it was written for. Active while that
 * lasts, completed after; without a length of treatment the data does not say (unknown).
 */
function statusOf(row: PrescriptionWithPrescriber, today: string): MedicationRequest['status'] {
  if (row.treatmentLength === null || row.treatmentLengthUnit === null) return 'unknown';
  return today < treatmentEnd(row.issuedDate, row.treatmentLength, row.treatmentLengthUnit) ? 'active' : 'completed';
}

/**
 * A prescription as the patient's own copy gives it: the medicine as the list's heading names it
 * with its form, the dosage and what it is for as written, the amount and the length of treatment
 * of the summary line, and who wrote it. The texts are the prescription's own (in Finnish).
 */
export function toMedicationRequest(row: PrescriptionWithPrescriber, { config, now, patient }: Pick<PatientRecordsQuery, 'config' | 'now' | 'patient'>): MedicationRequest {
  const supply: Duration | null =
    row.treatmentLength === null || row.treatmentLengthUnit === null
      ? null
      : { value: row.treatmentLength, system: 'http://unitsofmeasure.org', code: ucumUnits[row.treatmentLengthUnit] };
  return {
    resourceType: 'MedicationRequest',
    id: `prescription-${row.id}`,
    identifier: [portalIdentifier(config, 'prescription', row.id)],
    status: statusOf(row, helsinkiDateString(now())),
    intent: 'order',
    medicationCodeableConcept: { text: `${row.medicineName} ${row.strength} ${row.medicineType}` },
    subject: patient,
    authoredOn: row.issuedDate,
    ...(row.prescriberName === null ? {} : { requester: { display: row.prescriberName } }),
    reasonCode: [{ text: row.usageGuide }],
    dosageInstruction: [{ text: row.dosageGuide }],
    dispenseRequest: { quantity: { value: row.totalAmount, unit: row.packageUnit }, ...(supply ? { expectedSupplyDuration: supply } : {}) },
  };
}

/** The prescriptions list's part of the patient's own data: every prescription it shows, as FHIR MedicationRequests. */
export const prescriptionRecords: PatientRecordSource = {
  name: 'prescriptions',
  resourceTypes: ['MedicationRequest'],
  records: async (query) => (await patientPrescriptionsWithPrescriber(query.db, query.subjectId)).map((row) => toMedicationRequest(row, query)),
};
