import type { PortalRoute } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';

export const messagingRoutes: PortalRoute[] = [
  {
    section: 'conversations',
    pageId: 'conversations',
    paths: routeSegments.conversations,
    lazy: () => import('./pages/conversations-page').then((m) => ({ Component: m.ConversationsPage })),
  },
];
