export { vaccinationsRoutes } from './lib/routes';
export { vaccinationsPaths } from './lib/paths';
