import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';
import type * as AppointmentsPages from './pages/appointments-pages';

/** The signed-in patient's list and appointment pages, one chunk (pages/appointments-pages.ts). */
const appointmentsPage = (pageId: string, paths: PortalRoute['paths'], name: keyof typeof AppointmentsPages): PortalRoute => ({
  section: 'appointments',
  pageId,
  paths,
  lazy: () => import('./pages/appointments-pages').then((m) => ({ Component: m[name] })),
});

export const appointmentsRoutes: PortalRoute[] = [
  appointmentsPage('appointments', routePatterns.appointments, 'AppointmentsPage'),
  appointmentsPage('appointment', routePatterns.appointmentPage, 'AppointmentPage'),
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
