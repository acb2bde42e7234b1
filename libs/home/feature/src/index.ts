export { homeRoutes } from './lib/routes';
export { homePaths } from './lib/paths';
export { prefetchFrontPage } from './lib/api/prefetch-front-page';
