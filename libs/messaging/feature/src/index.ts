export { messagingRoutes } from './lib/routes';
export { prefetchConversation } from './lib/api/prefetch-conversation';
