import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';
import type * as VisitsPages from './pages/visits-pages';

/**
 * Both pages are for the signed-in patient (booking doc section 6) and one chunk
 * (pages/visits-pages.ts): every lazy import adds to the first page.
 */
const page = (pageId: string, paths: PortalRoute['paths'], name: keyof typeof VisitsPages): PortalRoute => ({
  section: 'visits',
  pageId,
  paths,
  lazy: () => import('./pages/visits-pages').then((m) => ({ Component: m[name] })),
});

export const visitsRoutes: PortalRoute[] = [page('visits', routePatterns.visits, 'VisitsPage'), page('visit', routePatterns.visit, 'VisitPage')];
