export { certificatesRoutes } from './lib/routes';
export { certificatesPaths } from './lib/paths';
