export { appointmentsRoutes } from './lib/routes';
