import type { PortalRoute } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';

export const labImagingRoutes: PortalRoute[] = [
  {
    section: 'laboratory',
    pageId: 'laboratory',
    paths: routeSegments.laboratory,
    lazy: () => import('./pages/laboratory-page').then((m) => ({ Component: m.LaboratoryPage })),
  },
  {
    section: 'imaging',
    pageId: 'imaging',
    paths: routeSegments.imaging,
    lazy: () => import('./pages/imaging-page').then((m) => ({ Component: m.ImagingPage })),
  },
];
