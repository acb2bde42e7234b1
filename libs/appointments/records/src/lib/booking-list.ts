import type { appointmentPayerTypes } from '@portal/shared/db';
import type { BookingCustomerType } from '@portal/shared/util';

/**
 * The booking list a reservation was made from, by its payer: where its time can be changed.
 * Null for a payer the portal does not book (another payer, or insurance and occupational
 * together), whose time only the clinic changes.
 */
export function bookingListOfPayer(payerType: (typeof appointmentPayerTypes)[number] | null): BookingCustomerType | null {
  if (payerType === 'self') return 'private';
  if (payerType === 'occupationalHealthCare') return 'occupational';
  if (payerType === 'insurance') return 'insurance';
  if (payerType === 'kela65') return 'kela65';
  return null;
}
