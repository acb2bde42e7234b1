export { invoicesRoutes } from './lib/routes';
