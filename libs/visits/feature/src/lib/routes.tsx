import type { PortalRoute } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';

export const visitsRoutes: PortalRoute[] = [
  {
    section: 'visits',
    pageId: 'visits',
    paths: routeSegments.visits,
    lazy: () => import('./pages/visits-page').then((m) => ({ Component: m.VisitsPage })),
  },
];
