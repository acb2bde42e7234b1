import type { PortalRoute } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';
import { visitPagePaths } from './paths';

/** Both pages are for the signed-in patient (booking doc section 6) and each its own chunk. */
export const visitsRoutes: PortalRoute[] = [
  {
    section: 'visits',
    pageId: 'visits',
    paths: routeSegments.visits,
    lazy: () => import('./pages/visits-page').then((m) => ({ Component: m.VisitsPage })),
  },
  {
    section: 'visits',
    pageId: 'visit',
    paths: visitPagePaths,
    lazy: () => import('./pages/visit-page').then((m) => ({ Component: m.VisitPage })),
  },
];
