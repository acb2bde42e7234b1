export { labImagingRoutes } from './lib/routes';
export { labImagingPaths } from './lib/paths';
export { prefetchImagingResultDay, prefetchLabResultDay } from './lib/api/result-day-calls';
