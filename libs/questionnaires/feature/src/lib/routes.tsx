import type { PortalRoute } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';

export const questionnairesRoutes: PortalRoute[] = [
  {
    section: 'questionnaires',
    pageId: 'questionnaires',
    paths: routeSegments.questionnaires,
    lazy: () => import('./pages/questionnaires-page').then((m) => ({ Component: m.QuestionnairesPage })),
  },
];
