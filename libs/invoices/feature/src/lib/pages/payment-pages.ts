// The payment pages load as one chunk (see invoices-pages.ts).
export { PayInvoicePage } from './pay-invoice-page';
export { PaymentResultPage } from './payment-result-page';
export { PayVisitPage } from './pay-visit-page';
