import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';

/** Both pages are for the signed-in patient (booking doc section 6) and each its own chunk. */
export const visitsRoutes: PortalRoute[] = [
  {
    section: 'visits',
    pageId: 'visits',
    paths: routePatterns.visits,
    lazy: () => import('./pages/visits-page').then((m) => ({ Component: m.VisitsPage })),
  },
  {
    section: 'visits',
    pageId: 'visit',
    paths: routePatterns.visit,
    lazy: () => import('./pages/visit-page').then((m) => ({ Component: m.VisitPage })),
  },
];
