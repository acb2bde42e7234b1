import type { Lang, LocalizedPaths } from '@portal/shared/i18n';
import { pathIn, routeSegments, signInPaths, withQuery } from '@portal/shared/i18n';
import type { CustomerType } from '../paths';
import { bookingPaths } from '../paths';

const booking = routeSegments.booking;

/** Our words for reserving (the spec does not name them): booking/reserve, ajanvaraus/varaa, tidsbokning/boka. */
const reserve = { en: 'reserve', fi: 'varaa', sv: 'boka' } as const;
/** The anonymous prefix of the spec's anonymous list paths. */
const anonymousUsers = { en: 'anonymous-users', fi: 'kirjautumattomat-kayttajat', sv: 'anonyma-anvandare' } as const;

export const reservationPagePaths: LocalizedPaths = {
  en: `${booking.en}/${reserve.en}/:reservationId`,
  fi: `${booking.fi}/${reserve.fi}/:reservationId`,
  sv: `${booking.sv}/${reserve.sv}/:reservationId`,
};

export const anonymousReservationPagePaths: LocalizedPaths = {
  en: `${anonymousUsers.en}/${reserve.en}/:reservationId`,
  fi: `${anonymousUsers.fi}/${reserve.fi}/:reservationId`,
  sv: `${anonymousUsers.sv}/${reserve.sv}/:reservationId`,
};

export const registrationPagePaths: LocalizedPaths = { en: 'registration', fi: 'rekisterointi', sv: 'registrering' };
/** The same registration page under the address the sign-in service returns to. */
export const hpaRegistrationPagePaths: LocalizedPaths = { en: 'hpa/register', fi: 'hpa/register', sv: 'hpa/register' };
export const consentPagePaths: LocalizedPaths = {
  en: 'data-processing',
  fi: 'potilastietojen-kasittely',
  sv: 'behandling-av-patientuppgifter',
};
export const newCustomerPagePaths: LocalizedPaths = {
  en: `${booking.en}/new-customer`,
  fi: `${booking.fi}/uusi-asiakas`,
  sv: `${booking.sv}/ny-kund`,
};

export const reservationPaths = {
  reservation: (lang: Lang, appointmentId: number, search = ''): string =>
    pathIn(lang, [reservationPagePaths], { reservationId: String(appointmentId) }) + search,
  anonymousReservation: (lang: Lang, appointmentId: number, search = ''): string =>
    pathIn(lang, [anonymousReservationPagePaths], { reservationId: String(appointmentId) }) + search,
  /** `next`: where to go once registered (a path on this site). */
  registration: (lang: Lang, next?: string): string => withQuery(pathIn(lang, [registrationPagePaths]), { next }),
  consent: (lang: Lang, next?: string): string => withQuery(pathIn(lang, [consentPagePaths]), { next }),
  newCustomer: (lang: Lang): string => pathIn(lang, [newCustomerPagePaths]),
  /** The list the appointment was chosen from. */
  list: (lang: Lang, customerType: CustomerType): string => bookingPaths.customerType(lang, customerType),
  /** The signed-in appointment page of the appointments feature (its route words). */
  appointment: (lang: Lang, appointmentId: number): string =>
    pathIn(lang, [routeSegments.appointments]) + `/${appointmentId}`,
  /** The anonymous link view of the appointments feature. */
  anonymousAppointment: (lang: Lang, anonymousLinkId: string): string =>
    pathIn(lang, [routeSegments.appointment]) + `/${encodeURIComponent(anonymousLinkId)}`,
  login: signInPaths.login,
};
