import type { Lang, LocalizedPaths } from '@portal/shared/i18n';
import { pathIn, routeSegments } from '@portal/shared/i18n';

/** Customer-type lists below the booking root (booking doc section 2, "Booking entry and landing"). */
export const customerTypeSegments = {
  private: { en: 'private-customer', fi: 'yksityisasiakas', sv: 'privat-kund' },
  insurance: { en: 'insurance', fi: 'vakuutus', sv: 'forsakring' },
  occupational: { en: 'occupational-healthcare', fi: 'tyoterveys', sv: 'foretagshalsovard' },
  kela65: { en: 'kela65', fi: 'kela65', sv: 'kela65' },
} as const satisfies Record<string, LocalizedPaths>;

export type CustomerType = keyof typeof customerTypeSegments;

export function customerTypePaths(customerType: CustomerType): LocalizedPaths {
  const booking = routeSegments.booking;
  const segment = customerTypeSegments[customerType];
  return {
    en: `${booking.en}/${segment.en}`,
    fi: `${booking.fi}/${segment.fi}`,
    sv: `${booking.sv}/${segment.sv}`,
  };
}

export const bookingPaths = {
  booking: (lang: Lang): string => pathIn(lang, [routeSegments.booking]),
  customerType: (lang: Lang, customerType: CustomerType): string =>
    pathIn(lang, [customerTypePaths(customerType)]),
};
