export { occupationalHealthRoutes } from './lib/routes';
export { occupationalHealthPaths } from './lib/paths';
