import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';

export const mfaRoutes: PortalRoute[] = [
  {
    section: 'authentication',
    pageId: 'authentication',
    paths: routePatterns.authentication,
    // Public: the page renews an expired session and then, signed in again, goes on to `next`
    // itself (an anonymous-only page would be taken away to the front page at that moment).
    access: 'public',
    // Account doc section 2: header and footer hidden.
    chrome: 'none',
    lazy: () => import('./pages/authentication-page').then((m) => ({ Component: m.AuthenticationPage })),
  },
];
