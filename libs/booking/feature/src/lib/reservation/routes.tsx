import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';

const reservationPage: PortalRoute['lazy'] = () =>
  import('./pages/reservation-page').then((m) => ({ Component: m.ReservationPage }));
const registrationPage: PortalRoute['lazy'] = () =>
  import('../registration/registration-page').then((m) => ({ Component: m.RegistrationPage }));

/**
 * The reservation page is public: the page itself shows the anonymous form or, with a session,
 * the signed-in one. Registration and consent need a session (booking doc section 6).
 */
export const reservationRoutes: PortalRoute[] = [
  { section: 'booking', pageId: 'booking-reservation', paths: routePatterns.reservation, access: 'public', lazy: reservationPage },
  {
    section: 'booking',
    pageId: 'booking-anonymous-reservation',
    paths: routePatterns.anonymousReservation,
    access: 'public',
    lazy: reservationPage,
  },
  { section: 'booking', pageId: 'registration', paths: routePatterns.registration, lazy: registrationPage },
  { section: 'booking', pageId: 'hpa-registration', paths: routePatterns.hpaRegistration, lazy: registrationPage },
  {
    section: 'booking',
    pageId: 'patient-data-consent',
    paths: routePatterns.consent,
    lazy: () => import('../consent/consent-page').then((m) => ({ Component: m.ConsentPage })),
  },
  {
    section: 'booking',
    pageId: 'new-customer',
    paths: routePatterns.newCustomer,
    access: 'public',
    lazy: () => import('./pages/new-customer-page').then((m) => ({ Component: m.NewCustomerPage })),
  },
];
