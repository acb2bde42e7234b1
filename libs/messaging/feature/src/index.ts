export { messagingRoutes } from './lib/routes';
export { messagingPaths } from './lib/paths';
export { prefetchConversation } from './lib/api/prefetch-conversation';
