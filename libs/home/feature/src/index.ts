export { homeRoutes } from './lib/routes';
export { prefetchFrontPage } from './lib/api/prefetch-front-page';
