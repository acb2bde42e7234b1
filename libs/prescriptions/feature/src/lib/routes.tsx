import type { PortalRoute } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';

export const prescriptionsRoutes: PortalRoute[] = [
  {
    section: 'prescriptions',
    pageId: 'prescriptions',
    paths: routeSegments.prescriptions,
    lazy: () => import('./pages/prescriptions-page').then((m) => ({ Component: m.PrescriptionsPage })),
  },
];
