export { bookingPagePrefetches, bookingRoutes } from './lib/routes';
export { bookingPaths } from './lib/paths';
export type { CustomerType } from './lib/paths';
