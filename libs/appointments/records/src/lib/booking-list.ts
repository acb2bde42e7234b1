import type { appointmentPayerTypes } from '@portal/shared/db';
import type { BookingCustomerType } from '@portal/shared/util';

type PayerType = (typeof appointmentPayerTypes)[number];

/** Who pays a reservation made from each booking list: the one table both directions read. */
const PAYER_OF_LIST = {
  private: 'self',
  occupational: 'occupationalHealthCare',
  insurance: 'insurance',
  kela65: 'kela65',
} as const satisfies Record<BookingCustomerType, PayerType>;

/** The payer a reservation from this list is stored with. */
export function payerOfBookingList(list: BookingCustomerType): PayerType {
  return PAYER_OF_LIST[list];
}

/**
 * The booking list a reservation was made from, by its payer: where its time can be changed.
 * Null for a payer the portal does not book (another payer, or insurance and occupational
 * together), whose time only the clinic changes.
 */
export function bookingListOfPayer(payerType: PayerType | null): BookingCustomerType | null {
  const found = Object.entries(PAYER_OF_LIST).find(([, payer]) => payer === payerType);
  return found ? (found[0] as BookingCustomerType) : null;
}
