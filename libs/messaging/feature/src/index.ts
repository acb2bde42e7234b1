export { messagingRoutes } from './lib/routes';
export { messagingPaths } from './lib/paths';
