export { mfaRoutes } from './lib/routes';
