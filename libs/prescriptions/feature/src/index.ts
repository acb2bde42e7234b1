export { prescriptionsRoutes } from './lib/routes';
export { prescriptionsPaths } from './lib/paths';
