export { infoRoutes } from './lib/routes';
export { infoPaths } from './lib/paths';
