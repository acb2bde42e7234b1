import type { HealthCareType } from '@portal/shared/contracts';
import type { PatientAppointment } from '@portal/appointments/contracts';
import { priceForAppointment, Y65V_KIND_ID } from '@portal/shared/util';

export interface PriceView {
  cents: number;
  /** 'From' before the price: every healthcare type but kela65, and never for the fixed Y65V price. */
  showFrom: boolean;
  fees: { code: string; name: string; cents: number }[];
  /** The estimate note, for private and kela65 customers (account doc section 6). */
  showEstimate: boolean;
}

type PriceFields = Pick<PatientAppointment, 'kindId' | 'practitionerRate'>;

// Rates travel as euros with decimals; money is formatted from whole cents.
const toCents = (euros: number): number => Math.round(euros * 100);

/**
 * The price to show, or null when the appointment has none. `healthCareType` is the signed-in
 * session's; null for an anonymous visitor, who gets the 'From' prefix but no estimate note.
 */
export function priceView(appointment: PriceFields, healthCareType: HealthCareType | null): PriceView | null {
  const rate = appointment.practitionerRate;
  if (!rate && appointment.kindId !== Y65V_KIND_ID) return null;
  const { cents, showFromPrefix } = priceForAppointment({
    kindId: appointment.kindId,
    rateCents: rate ? toCents(rate.rateEuros) : 0,
    healthCareType: healthCareType ?? 'private',
  });
  return {
    cents,
    showFrom: showFromPrefix,
    fees: (rate?.additionalFees ?? []).map((fee) => ({ code: fee.code, name: fee.name, cents: toCents(fee.rateEuros) })),
    showEstimate: healthCareType === 'private' || healthCareType === 'kela65',
  };
}
