import { Y65V_KIND_ID } from './constants';
import type { Language } from './language';
import { LOCALE_TAGS } from './language';

/** The Y65V appointment always costs 28.20 EUR. */
export const Y65V_FIXED_PRICE_CENTS = 2820;

const formatters = new Map<Language, Intl.NumberFormat>();

function euroFormatter(lang: Language): Intl.NumberFormat {
  let formatter = formatters.get(lang);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(LOCALE_TAGS[lang], {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(lang, formatter);
  }
  return formatter;
}

function assertWholeCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Expected a whole number of cents, got ${String(cents)}`);
  }
}

/**
 * Cents to euros. Prices travel as integer cents so that sums stay exact; a fraction of a
 * cent means the data is wrong, so it throws RangeError instead of rounding it away.
 */
export function centsToEuros(cents: number): number {
  assertWholeCents(cents);
  // Adding 0 turns -0 into 0, which would otherwise format as '-0,00 €'.
  return cents / 100 + 0;
}

/** '12,50 €' (fi, sv) or '€12.50' (en); the separators are the locale's, e.g. U+00A0. */
export function formatEuros(cents: number, lang: Language): string {
  return euroFormatter(lang).format(centsToEuros(cents));
}

/** Whether a price gets the 'From' prefix: for every healthcare type except 'kela65'. */
export function pricePrefixApplies(healthCareType: string): boolean {
  return healthCareType !== 'kela65';
}

export interface AppointmentPriceInput {
  readonly kindId: string;
  readonly rateCents: number;
  readonly healthCareType: string;
}

export interface AppointmentPrice {
  readonly cents: number;
  readonly showFromPrefix: boolean;
}

/** The price to show for an appointment; Y65V is fixed and so never gets the 'From' prefix. */
export function priceForAppointment({ kindId, rateCents, healthCareType }: AppointmentPriceInput): AppointmentPrice {
  if (kindId === Y65V_KIND_ID) {
    return { cents: Y65V_FIXED_PRICE_CENTS, showFromPrefix: false };
  }
  assertWholeCents(rateCents);
  return { cents: rateCents, showFromPrefix: pricePrefixApplies(healthCareType) };
}
