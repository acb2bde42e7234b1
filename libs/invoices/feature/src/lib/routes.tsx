import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';
import type * as InvoicesPages from './pages/invoices-pages';
import type * as PaymentPages from './pages/payment-pages';

const invoicesPage = (pageId: string, paths: PortalRoute['paths'], name: keyof typeof InvoicesPages): PortalRoute => ({
  section: 'invoices',
  pageId,
  paths,
  lazy: () => import('./pages/invoices-pages').then((m) => ({ Component: m[name] })),
});

const paymentPage = (pageId: string, paths: PortalRoute['paths'], name: keyof typeof PaymentPages): PortalRoute => ({
  section: 'invoices',
  pageId,
  paths,
  lazy: () => import('./pages/payment-pages').then((m) => ({ Component: m[name] })),
});

/**
 * Every page is for the signed-in patient (account doc section 6). Two chunks, the list with the
 * summary and the payment pages (pages/invoices-pages.ts, pages/payment-pages.ts): every lazy
 * import adds to the first page.
 */
export const invoicesRoutes: PortalRoute[] = [
  invoicesPage('invoices', routePatterns.invoices, 'InvoicesPage'),
  invoicesPage('invoice-summary', routePatterns.invoiceSummaryPage, 'InvoiceSummaryPage'),
  paymentPage('pay', routePatterns.payPage, 'PayInvoicePage'),
  paymentPage('payment', routePatterns.paymentPage, 'PaymentResultPage'),
  paymentPage('pay-visit', routePatterns.payVisit, 'PayVisitPage'),
];
