import type { PortalRoute } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';
import { anonymousAppointmentPagePaths, appointmentPagePaths } from './paths';

export const appointmentsRoutes: PortalRoute[] = [
  {
    section: 'appointments',
    pageId: 'appointments',
    paths: routeSegments.appointments,
    lazy: () => import('./pages/appointments-page').then((m) => ({ Component: m.AppointmentsPage })),
  },
  {
    section: 'appointments',
    pageId: 'appointment',
    paths: appointmentPagePaths,
    lazy: () => import('./pages/appointment-page').then((m) => ({ Component: m.AppointmentPage })),
  },
  {
    // Opened from a link in a message, by anyone holding it: no session needed.
    section: 'appointment',
    pageId: 'anonymous-appointment',
    paths: anonymousAppointmentPagePaths,
    access: 'public',
    lazy: () =>
      import('./pages/anonymous-appointment-page').then((m) => ({ Component: m.AnonymousAppointmentPage })),
  },
];
