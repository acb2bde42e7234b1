import type { PortalRoute } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';

export const accountRoutes: PortalRoute[] = [
  {
    section: 'myInformation',
    pageId: 'my-information',
    paths: routeSegments.myInformation,
    lazy: () => import('./pages/my-information-page').then((m) => ({ Component: m.MyInformationPage })),
  },
  {
    section: 'login',
    pageId: 'login',
    paths: routeSegments.login,
    lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })),
  },
];
