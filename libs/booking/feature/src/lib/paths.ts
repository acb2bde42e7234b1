import type { Lang, LocalizedPaths } from '@portal/shared/i18n';
import { bookingCustomerTypeSegments as customerTypeSegments, pathIn, routeSegments } from '@portal/shared/i18n';

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

/** The spec's anonymous list prefix (booking doc section 2, "Appointment lists"). */
const anonymousUsers = { en: 'anonymous-users', fi: 'kirjautumattomat-kayttajat', sv: 'anonyma-anvandare' } as const;
const availableAppointments = { en: 'available-appointments', fi: 'vapaat-ajat', sv: 'lediga-tider' } as const;

/**
 * The spec's own list addresses beside the customer-type ones: anonymous
 * `anonymous-users/available-appointments` with an optional insurance or kela65 segment, signed in
 * `available-appointments` with an optional insurance segment, occupational health's segment first.
 */
export function listPaths(variant: 'anonymous' | 'signed-in', customerType: CustomerType): LocalizedPaths {
  const segment = customerTypeSegments[customerType];
  const build = (lang: Lang): string => {
    if (variant === 'signed-in' && customerType === 'occupational') {
      return `${segment[lang]}/${availableAppointments[lang]}`;
    }
    const base = variant === 'anonymous' ? `${anonymousUsers[lang]}/${availableAppointments[lang]}` : availableAppointments[lang];
    return customerType === 'private' ? base : `${base}/${segment[lang]}`;
  };
  return { en: build('en'), fi: build('fi'), sv: build('sv') };
}
