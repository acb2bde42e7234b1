import type { HealthCareType } from '@portal/shared/contracts';
import type { PatientAppointment } from '@portal/appointments/contracts';
import { priceForAppointment, Y65V_KIND_ID } from '@portal/shared/util';

export interface PriceView {
  cents: number;
  /** 'From' before the price: every healthcare type but kela65, and never for the fixed Y65V price. */
  showFrom: boolean;
  /** The additional fees: the breakdown, shown with the price-details feature only. */
  fees: { code: string; name: string; cents: number }[];
  /** The estimate note, for private and kela65 customers (account doc section 6). */
  showEstimate: boolean;
}

type PriceFields = Pick<PatientAppointment, 'kindId' | 'practitionerRate'>;

// Rates travel as euros with decimals; money is formatted from whole cents.
const toCents = (euros: number): number => Math.round(euros * 100);

/**
 * The price to show, or null when there is none to show (account doc section 6). `healthCareType`
 * is the signed-in session's; null for an anonymous visitor, who gets the 'From' price as booking
 * shows it but no estimate note. Occupational and insurance customers are shown no price: their
 * employer or insurer pays, and a 'From' price would say otherwise; only the fixed Y65V price,
 * which the patient pays, is shown to everyone. The additional fees are listed only with the
 * price-details feature (`showDetails`).
 */
export function priceView(appointment: PriceFields, healthCareType: HealthCareType | null, showDetails: boolean): PriceView | null {
  const rate = appointment.practitionerRate;
  const isFixed = appointment.kindId === Y65V_KIND_ID;
  if (!rate && !isFixed) return null;
  if (!isFixed && (healthCareType === 'occupational' || healthCareType === 'insurance')) return null;
  const { cents, showFromPrefix } = priceForAppointment({
    kindId: appointment.kindId,
    rateCents: rate ? toCents(rate.rateEuros) : 0,
    healthCareType: healthCareType ?? 'private',
  });
  return {
    cents,
    showFrom: showFromPrefix,
    fees: showDetails ? (rate?.additionalFees ?? []).map((fee) => ({ code: fee.code, name: fee.name, cents: toCents(fee.rateEuros) })) : [],
    showEstimate: healthCareType === 'private' || healthCareType === 'kela65',
  };
}
