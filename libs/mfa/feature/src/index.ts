export { mfaRoutes } from './lib/routes';
export { mfaPaths } from './lib/paths';
