import type { PortalRoute } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';

// Information for everyone, signed in or not.
export const infoRoutes: PortalRoute[] = [
  {
    section: 'help',
    pageId: 'help',
    paths: routeSegments.help,
    access: 'public',
    lazy: () => import('./pages/help-page').then((m) => ({ Component: m.HelpPage })),
  },
  {
    section: 'terms',
    pageId: 'terms',
    paths: routeSegments.terms,
    access: 'public',
    lazy: () => import('./pages/terms-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    section: 'pikkutsatti',
    pageId: 'pikkutsatti',
    paths: routeSegments.pikkutsatti,
    access: 'public',
    lazy: () => import('./pages/pikkutsatti-page').then((m) => ({ Component: m.PikkutsattiPage })),
  },
];
