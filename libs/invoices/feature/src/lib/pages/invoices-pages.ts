// The list and an invoice's summary load as one chunk, as do the three payment pages (which share
// the provider choice and its texts): a route object's lazy import costs the first page a preload
// list of its own.
export { InvoiceSummaryPage } from './invoice-summary-page';
export { InvoicesPage } from './invoices-page';
