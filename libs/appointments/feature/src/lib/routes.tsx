import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';

export const appointmentsRoutes: PortalRoute[] = [
  {
    section: 'appointments',
    pageId: 'appointments',
    paths: routePatterns.appointments,
    lazy: () => import('./pages/appointments-page').then((m) => ({ Component: m.AppointmentsPage })),
  },
  {
    section: 'appointments',
    pageId: 'appointment',
    paths: routePatterns.appointmentPage,
    lazy: () => import('./pages/appointment-page').then((m) => ({ Component: m.AppointmentPage })),
  },
  {
    // Opened from a link in a message, by anyone holding it: no session needed.
    section: 'appointment',
    pageId: 'anonymous-appointment',
    paths: routePatterns.anonymousAppointmentPage,
    access: 'public',
    lazy: () =>
      import('./pages/anonymous-appointment-page').then((m) => ({ Component: m.AnonymousAppointmentPage })),
  },
];
