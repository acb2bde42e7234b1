import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';

/** Every page is for the signed-in patient (account doc section 6) and its own chunk. */
export const invoicesRoutes: PortalRoute[] = [
  {
    section: 'invoices',
    pageId: 'invoices',
    paths: routePatterns.invoices,
    lazy: () => import('./pages/invoices-page').then((m) => ({ Component: m.InvoicesPage })),
  },
  {
    section: 'invoices',
    pageId: 'invoice-summary',
    paths: routePatterns.invoiceSummaryPage,
    lazy: () => import('./pages/invoice-summary-page').then((m) => ({ Component: m.InvoiceSummaryPage })),
  },
  {
    section: 'invoices',
    pageId: 'pay',
    paths: routePatterns.payPage,
    lazy: () => import('./pages/pay-invoice-page').then((m) => ({ Component: m.PayInvoicePage })),
  },
  {
    section: 'invoices',
    pageId: 'payment',
    paths: routePatterns.paymentPage,
    lazy: () => import('./pages/payment-result-page').then((m) => ({ Component: m.PaymentResultPage })),
  },
  {
    section: 'invoices',
    pageId: 'pay-visit',
    paths: routePatterns.payVisit,
    lazy: () => import('./pages/pay-visit-page').then((m) => ({ Component: m.PayVisitPage })),
  },
];
