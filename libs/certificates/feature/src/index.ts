export { certificatesRoutes } from './lib/routes';
