import type { PortalRoute } from '@portal/shared/i18n';
import {
  anonymousReservationPagePaths,
  consentPagePaths,
  hpaRegistrationPagePaths,
  newCustomerPagePaths,
  registrationPagePaths,
  reservationPagePaths,
} from './paths';

const reservationPage: PortalRoute['lazy'] = () =>
  import('./pages/reservation-page').then((m) => ({ Component: m.ReservationPage }));
const registrationPage: PortalRoute['lazy'] = () =>
  import('../registration/registration-page').then((m) => ({ Component: m.RegistrationPage }));

/**
 * The reservation page is public: the page itself shows the anonymous form or, with a session,
 * the signed-in one. Registration and consent need a session (booking doc section 6).
 */
export const reservationRoutes: PortalRoute[] = [
  { section: 'booking', pageId: 'booking-reservation', paths: reservationPagePaths, access: 'public', lazy: reservationPage },
  {
    section: 'booking',
    pageId: 'booking-anonymous-reservation',
    paths: anonymousReservationPagePaths,
    access: 'public',
    lazy: reservationPage,
  },
  { section: 'booking', pageId: 'registration', paths: registrationPagePaths, lazy: registrationPage },
  { section: 'booking', pageId: 'hpa-registration', paths: hpaRegistrationPagePaths, lazy: registrationPage },
  {
    section: 'booking',
    pageId: 'patient-data-consent',
    paths: consentPagePaths,
    lazy: () => import('../consent/consent-page').then((m) => ({ Component: m.ConsentPage })),
  },
  {
    section: 'booking',
    pageId: 'new-customer',
    paths: newCustomerPagePaths,
    access: 'public',
    lazy: () => import('./pages/new-customer-page').then((m) => ({ Component: m.NewCustomerPage })),
  },
];
