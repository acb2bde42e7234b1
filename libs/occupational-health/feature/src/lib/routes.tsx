import type { PortalRoute } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';

export const occupationalHealthRoutes: PortalRoute[] = [
  {
    section: 'occupationalHealthTeam',
    pageId: 'occupational-health-team',
    paths: routeSegments.occupationalHealthTeam,
    lazy: () => import('./pages/occupational-health-team-page').then((m) => ({ Component: m.OccupationalHealthTeamPage })),
  },
];
