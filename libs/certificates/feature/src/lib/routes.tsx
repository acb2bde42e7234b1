import type { PortalRoute } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';

export const certificatesRoutes: PortalRoute[] = [
  {
    section: 'certificates',
    pageId: 'certificates',
    paths: routeSegments.certificates,
    lazy: () => import('./pages/certificates-page').then((m) => ({ Component: m.CertificatesPage })),
  },
];
