import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';
import type * as QuestionnairesPages from './pages/questionnaires-pages';

/**
 * The questionnaires (booking doc section 2) of the signed-in patient of the general brand: the
 * children's brand lacks the section, so the host leaves these routes out there. Both pages are
 * one chunk (pages/questionnaires-pages.ts): every lazy import adds to the first page.
 */
const page = (pageId: string, paths: PortalRoute['paths'], name: keyof typeof QuestionnairesPages): PortalRoute => ({
  section: 'questionnaires',
  pageId,
  paths,
  lazy: () => import('./pages/questionnaires-pages').then((m) => ({ Component: m[name] })),
});

export const questionnairesRoutes: PortalRoute[] = [
  page('questionnaires', routePatterns.questionnaires, 'QuestionnairesPage'),
  page('questionnaire', routePatterns.questionnaire, 'QuestionnairePage'),
];
