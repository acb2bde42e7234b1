import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';

export const accountRoutes: PortalRoute[] = [
  {
    section: 'myInformation',
    pageId: 'my-information',
    paths: routePatterns.myInformation,
    lazy: () => import('./pages/my-information-page').then((m) => ({ Component: m.MyInformationPage })),
  },
  {
    section: 'myInformation',
    pageId: 'my-data',
    paths: routePatterns.myData,
    lazy: () => import('./my-data/my-data-page').then((m) => ({ Component: m.MyDataPage })),
  },
  {
    section: 'login',
    pageId: 'login',
    paths: routePatterns.login,
    access: 'anonymous',
    lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    section: 'expiredSession',
    pageId: 'expired-session',
    paths: routePatterns.expiredSession,
    access: 'anonymous',
    lazy: () => import('./pages/expired-session-page').then((m) => ({ Component: m.ExpiredSessionPage })),
  },
];
