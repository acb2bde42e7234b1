/**
 * The prescriptions domain's test data, one copy for every layer: contract objects for the
 * feature's tests, and the defaults of the server's database fixture (`insertPrescription`), which
 * writes a prescription's fields from `aPrescription()`. Test code only (`src/testing/**`).
 */
import type { Prescription, PrescriptionsList, RenewalAnswersDraft } from '../index';

/** A renewable thyroid medicine written on 27.1.2026; override what a test is about. */
export function aPrescription(overrides: Partial<Prescription> = {}): Prescription {
  return {
    id: 3,
    medicineName: 'Levaxin',
    strength: '50 mikrog',
    issuedDate: '2026-01-27',
    isRenewable: true,
    medicineType: 'tabletti',
    packageUnit: 'kpl',
    packageSize: 100,
    packageCount: 1,
    totalAmount: 100,
    treatmentLength: 3,
    treatmentLengthUnit: 'months',
    dosageGuide: '1 tabletti aamulla tyhjään mahaan',
    usageGuide: 'Kilpirauhasen vajaatoimintaan',
    ...overrides,
  };
}

/** Two renewable prescriptions and a non-renewable one, newest first, as the demo patient has. */
export function threePrescriptions(): Prescription[] {
  return [
    aPrescription({ id: 1, medicineName: 'Burana', strength: '600 mg', issuedDate: '2026-11-21', isRenewable: false, packageSize: 30, totalAmount: 30, treatmentLength: 10, treatmentLengthUnit: 'days' }),
    aPrescription({
      id: 4,
      medicineName: 'Ventoline Evohaler',
      strength: '0,1 mg/annos',
      issuedDate: '2026-06-26',
      medicineType: 'inhalaatiosumute',
      packageUnit: 'annosta',
      packageSize: 200,
      packageCount: 2,
      totalAmount: 400.5,
      treatmentLength: 1,
      treatmentLengthUnit: 'weeks',
      dosageGuide: '1–2 inhalaatiota tarvittaessa',
      usageGuide: 'Hengenahdistukseen',
    }),
    aPrescription(),
  ];
}

export function aPrescriptionsList(prescriptions: Prescription[], renewal: Partial<PrescriptionsList['renewal']> = {}): PrescriptionsList {
  return { prescriptions, renewal: { enabled: true, status: 'ok', ...renewal } };
}

/** Every renewal question answered, no follow-up asked for. */
export function completeAnswers(): RenewalAnswersDraft {
  return {
    general: { usage: 'asPrescribed', healthChange: 'unchanged' },
    text: { purpose: 'Kilpirauhaseen', otherMedicines: 'Ei muita' },
    yesNo: { finished: { answer: 'yes', followUp: '' }, sideEffects: { answer: 'no', followUp: '' } },
  };
}
