import type { Brand } from '@portal/shared/server';

/**
 * Where a person whose booking is interrupted (not creditworthy) settles their invoices: the
 * 'Booking interrupted' notice shows these (booking doc section 8).
 */
export const BILLING_CONTACT: Readonly<Record<Brand, { phone: string; email: string }>> = {
  general: { phone: '010 380 3838', email: 'laskutus@example.fi' },
  children: { phone: '010 380 3838', email: 'laskutus@example.fi' },
};
