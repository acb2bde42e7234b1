export { prescriptionsRoutes } from './lib/routes';
