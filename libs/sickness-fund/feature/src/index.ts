export { sicknessFundRoutes } from './lib/routes';
