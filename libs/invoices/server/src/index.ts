// Invoices and payments (account doc sections 4 and 9). So far the Paytrail Payment API client;
// the routes join when the invoice pages are built.
export type { PaytrailClient, PaytrailItem, PaytrailLanguage, PaytrailPayment, PaytrailPaymentRequest, PaytrailProvider } from './lib/paytrail/client';
export { createPaytrailClient, PaytrailError } from './lib/paytrail/client';
export { hasValidSignature, paytrailSignature } from './lib/paytrail/signature';
