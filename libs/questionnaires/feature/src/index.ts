export { questionnairesRoutes } from './lib/routes';
