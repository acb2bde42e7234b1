export { vaccinationsRoutes } from './lib/routes';
