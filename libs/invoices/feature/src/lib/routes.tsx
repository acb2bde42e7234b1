import type { PortalRoute } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';

export const invoicesRoutes: PortalRoute[] = [
  {
    section: 'invoices',
    pageId: 'invoices',
    paths: routeSegments.invoices,
    lazy: () => import('./pages/invoices-page').then((m) => ({ Component: m.InvoicesPage })),
  },
];
