import type { BookingCustomerType as CustomerType, Language } from '@portal/shared/util';
import { pagePaths } from '@portal/shared/util';

/**
 * The list a time was chosen from, with its filters: the reservation page's query carries the
 * list's query (and `customerType` for a list other than the private one), so that every way back
 * from the reservation (a time no longer available, one taken meanwhile) opens the same search.
 */
export function listHrefOf(lang: Language, customerType: CustomerType, reservationQuery: URLSearchParams): string {
  const filters = new URLSearchParams(reservationQuery);
  filters.delete('customerType');
  const query = filters.toString();
  return pagePaths.booking.customerType(lang, customerType) + (query ? `?${query}` : '');
}

/** The reservation page's query for a time of a list: the list's own query and its customer type. */
export function reservationQueryOf(customerType: CustomerType, listQuery: URLSearchParams): string {
  const query = new URLSearchParams(listQuery);
  if (customerType === 'private') query.delete('customerType');
  else query.set('customerType', customerType);
  const text = query.toString();
  return text ? `?${text}` : '';
}
