import type { PortalRoute } from '@portal/shared/i18n';

export const homeRoutes: PortalRoute[] = [
  { section: 'home', pageId: 'home', lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })) },
];
