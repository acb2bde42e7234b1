export { appointmentsRoutes } from './lib/routes';
export { appointmentsPaths } from './lib/paths';
