export { accountRoutes } from './lib/routes';
export { accountPaths } from './lib/paths';
