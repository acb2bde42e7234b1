// Test helpers of the invoices' server for other projects' tests (the API's two-process test).
export { insertInvoice } from './testing/invoice-fixtures';
