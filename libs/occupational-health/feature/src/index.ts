export { occupationalHealthRoutes } from './lib/routes';
