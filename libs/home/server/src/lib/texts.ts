import type { LocalizedText, treatmentLengthUnits } from '@portal/shared/db';
import type { Language } from '@portal/shared/util';

/**
 * The few fixed words the front page's timeline items carry. Everything else comes from the data
 * (CMS titles in three languages, or the Finnish-only clinical texts as the product shows them).
 */
export const frontPageTexts = {
  /** A visit whose specialty is not known. */
  visit: { fi: 'Käynti', sv: 'Besök', en: 'Visit' },
  labResults: { fi: 'Laboratoriotulokset', sv: 'Laboratorieresultat', en: 'Laboratory results' },
  // Booking doc section 2, imaging list and detail.
  imagingNoTitle: { fi: 'Ei otsikkoa', sv: 'Ingen rubrik', en: 'No title' },
  doctorsStatement: { fi: 'Lääkärin lausunto', sv: 'Läkarens utlåtande', en: "Doctor's statement" },
  noDoctorsStatement: { fi: 'Ei lääkärin lausuntoa', sv: 'Inget läkarutlåtande', en: "No doctor's statement" },
} as const satisfies Record<string, LocalizedText>;

type TreatmentLengthUnit = (typeof treatmentLengthUnits)[number];

const treatmentUnits: Record<TreatmentLengthUnit, LocalizedText> = {
  days: { fi: 'vrk', sv: 'dygn', en: 'days' },
  weeks: { fi: 'vk', sv: 'veckor', en: 'weeks' },
  months: { fi: 'kk', sv: 'månader', en: 'months' },
};

export function treatmentLengthText(length: number, unit: TreatmentLengthUnit, lang: Language): string {
  return `${length} ${treatmentUnits[unit][lang]}`;
}
