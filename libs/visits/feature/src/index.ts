export { visitsRoutes } from './lib/routes';
export { visitsPaths } from './lib/paths';
