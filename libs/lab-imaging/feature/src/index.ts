export { labImagingRoutes } from './lib/routes';
export { labImagingPaths } from './lib/paths';
