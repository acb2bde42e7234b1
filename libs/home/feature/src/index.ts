export { homeRoutes } from './lib/routes';
export { homePaths } from './lib/paths';
