import type { BookableAppointment, CustomerType } from '@portal/booking/contracts';
import { priceForAppointment } from '@portal/shared/util';

export interface ShownPrice {
  readonly cents: number;
  /** 'From' before the amount: every customer type but 65+, and never for a fixed price. */
  readonly showFromPrefix: boolean;
  readonly additionalFees: readonly { readonly code: string; readonly name: string; readonly cents: number }[];
  readonly details: readonly { readonly name: string; readonly cents: number }[];
}

const toCents = (euros: number): number => Math.round(euros * 100);

/**
 * The price of a row (booking doc sections 2 and 9): the rate with 'From', or the fixed price
 * (Y65V, 28.20 EUR) without; additional fees beside it; the breakdown only with the price-details
 * flag. Null when the appointment has no price to show.
 */
export function shownPrice(
  appointment: Pick<BookableAppointment, 'kindId' | 'price'>,
  customerType: CustomerType,
  showDetails: boolean,
): ShownPrice | null {
  const { price } = appointment;
  if (price === null) return null;
  const rateCents = toCents(price.fixedPriceEuros ?? price.rateEuros);
  const { cents, showFromPrefix } = priceForAppointment({
    kindId: appointment.kindId,
    rateCents,
    healthCareType: customerType,
  });
  return {
    cents,
    showFromPrefix: showFromPrefix && price.fixedPriceEuros === null,
    additionalFees: price.additionalFees.map((fee) => ({ code: fee.code, name: fee.name, cents: toCents(fee.rateEuros) })),
    details: showDetails ? price.priceDetails.map((item) => ({ name: item.name, cents: toCents(item.rateEuros) })) : [],
  };
}
