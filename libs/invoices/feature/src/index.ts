export { invoicesRoutes } from './lib/routes';
export { invoicesPaths } from './lib/paths';
