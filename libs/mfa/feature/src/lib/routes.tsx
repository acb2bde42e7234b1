import type { PortalRoute } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';

export const mfaRoutes: PortalRoute[] = [
  {
    section: 'authentication',
    pageId: 'authentication',
    paths: routeSegments.authentication,
    lazy: () => import('./pages/authentication-page').then((m) => ({ Component: m.AuthenticationPage })),
  },
];
