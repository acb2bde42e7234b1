export { labImagingRoutes } from './lib/routes';
export { prefetchImagingResultDay, prefetchLabResultDay } from './lib/api/result-day-calls';
