export { accountRoutes } from './lib/routes';
