import type { Prescription } from '@portal/prescriptions/contracts';
import type { IntlShape } from 'react-intl';
import { prescriptionMessages, treatmentLengthMessages } from '../messages';

/**
 * The summary line (booking doc section 3, "Prescription"): medicine type, package count x
 * size, total amount with unit, and the treatment length with its unit when there is one. The
 * type and the package unit are written on the prescription (in Finnish) and shown as they are.
 */
export function prescriptionSummary(prescription: Prescription, intl: IntlShape): string {
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 });
  const parts = [
    prescription.medicineType,
    intl.formatMessage(prescriptionMessages.packages, { count: number(prescription.packageCount), size: number(prescription.packageSize), unit: prescription.packageUnit }),
    intl.formatMessage(prescriptionMessages.total, { amount: number(prescription.totalAmount), unit: prescription.packageUnit }),
  ];
  if (prescription.treatmentLength !== null && prescription.treatmentLengthUnit !== null) {
    parts.push(intl.formatMessage(treatmentLengthMessages[prescription.treatmentLengthUnit], { count: prescription.treatmentLength }));
  }
  return parts.join(', ');
}

/** 'Levaxin 50 mikrog': how the patient tells prescriptions apart. */
export const medicineOf = (prescription: Pick<Prescription, 'medicineName' | 'strength'>) => `${prescription.medicineName} ${prescription.strength}`;
