import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';
import type * as MessagingPages from './pages/messaging-pages';

/**
 * Conversations with the care team (booking doc section 2), for the signed-in patient of the
 * general brand: the children's brand lacks the section, so the host leaves these routes out
 * there. The three pages are one chunk (pages/messaging-pages.ts): every lazy import adds its
 * preload list to the first page.
 */
const page = (pageId: string, paths: PortalRoute['paths'], name: keyof typeof MessagingPages): PortalRoute => ({
  section: 'conversations',
  pageId,
  paths,
  lazy: () => import('./pages/messaging-pages').then((m) => ({ Component: m[name] })),
});

export const messagingRoutes: PortalRoute[] = [
  page('conversations', routePatterns.conversations, 'ConversationsPage'),
  page('new-conversation', routePatterns.newConversation, 'NewConversationPage'),
  page('conversation', routePatterns.conversation, 'ConversationPage'),
];
