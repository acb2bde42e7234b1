import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';
import type * as MyInformationPages from './pages/my-information-pages';

/** My information, the use of the data and the family view: one chunk (pages/my-information-pages.ts), one lazy import on the first page. */
const myInformationPage = (pageId: string, paths: PortalRoute['paths'], name: keyof typeof MyInformationPages): PortalRoute => ({
  section: 'myInformation',
  pageId,
  paths,
  lazy: () => import('./pages/my-information-pages').then((m) => ({ Component: m[name] })),
});

export const accountRoutes: PortalRoute[] = [
  myInformationPage('my-information', routePatterns.myInformation, 'MyInformationPage'),
  myInformationPage('my-data', routePatterns.myData, 'MyDataPage'),
  myInformationPage('family', routePatterns.family, 'FamilyPage'),
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
