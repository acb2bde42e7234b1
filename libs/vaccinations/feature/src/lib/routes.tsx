import type { PortalRoute } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';

export const vaccinationsRoutes: PortalRoute[] = [
  {
    section: 'vaccinations',
    pageId: 'vaccinations',
    paths: routeSegments.vaccinations,
    lazy: () => import('./pages/vaccinations-page').then((m) => ({ Component: m.VaccinationsPage })),
  },
];
