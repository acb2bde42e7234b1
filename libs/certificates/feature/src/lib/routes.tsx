import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';

export const certificatesRoutes: PortalRoute[] = [
  {
    section: 'certificates',
    pageId: 'certificates',
    paths: routePatterns.certificates,
    lazy: () => import('./pages/certificates-page').then((m) => ({ Component: m.CertificatesPage })),
  },
];
