import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';

/** The list is for the signed-in patient (account doc section 2) and a chunk of its own. */
export const vaccinationsRoutes: PortalRoute[] = [
  {
    section: 'vaccinations',
    pageId: 'vaccinations',
    paths: routePatterns.vaccinations,
    lazy: () => import('./pages/vaccinations-page').then((m) => ({ Component: m.VaccinationsPage })),
  },
];
