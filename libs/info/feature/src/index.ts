export { infoRoutes } from './lib/routes';
