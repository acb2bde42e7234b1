export { bookingPagePrefetches, bookingRoutes } from './lib/routes';
