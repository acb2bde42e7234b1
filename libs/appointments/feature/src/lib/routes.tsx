import type { PortalRoute } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';
import { appointmentPagePaths } from './paths';

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
    lazy: () => import('./pages/appointments-page').then((m) => ({ Component: m.AppointmentsPage })),
  },
];
