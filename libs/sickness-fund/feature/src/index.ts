export { sicknessFundRoutes } from './lib/routes';
export { sicknessFundPaths } from './lib/paths';
