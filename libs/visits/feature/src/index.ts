export { visitsRoutes } from './lib/routes';
