import type { PortalRoute } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';
import { paymentPagePaths, payPagePaths, summaryPagePaths } from './paths';

/** Every page is for the signed-in patient (account doc section 6) and its own chunk. */
export const invoicesRoutes: PortalRoute[] = [
  {
    section: 'invoices',
    pageId: 'invoices',
    paths: routeSegments.invoices,
    lazy: () => import('./pages/invoices-page').then((m) => ({ Component: m.InvoicesPage })),
  },
  {
    section: 'invoices',
    pageId: 'invoice-summary',
    paths: summaryPagePaths,
    lazy: () => import('./pages/invoice-summary-page').then((m) => ({ Component: m.InvoiceSummaryPage })),
  },
  {
    section: 'invoices',
    pageId: 'pay',
    paths: payPagePaths,
    lazy: () => import('./pages/pay-invoice-page').then((m) => ({ Component: m.PayInvoicePage })),
  },
  {
    section: 'invoices',
    pageId: 'payment',
    paths: paymentPagePaths,
    lazy: () => import('./pages/payment-result-page').then((m) => ({ Component: m.PaymentResultPage })),
  },
  {
    section: 'invoices',
    pageId: 'pay-visit',
    paths: routeSegments.payVisit,
    lazy: () => import('./pages/pay-visit-page').then((m) => ({ Component: m.PayVisitPage })),
  },
];
