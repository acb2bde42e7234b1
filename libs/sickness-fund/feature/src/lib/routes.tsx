import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';

export const sicknessFundRoutes: PortalRoute[] = [
  {
    section: 'sicknessFund',
    pageId: 'sickness-fund',
    paths: routePatterns.sicknessFund,
    lazy: () => import('./pages/sickness-fund-page').then((m) => ({ Component: m.SicknessFundPage })),
  },
];
