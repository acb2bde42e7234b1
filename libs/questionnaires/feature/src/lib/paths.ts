import type { Lang, LocalizedPaths } from '@portal/shared/i18n';
import { pathIn, routeSegments } from '@portal/shared/i18n';

// The routes and the menu, and so the first page, load this file: route patterns and the menu's
// path builder only. The pages' own links are in links.ts, which only the pages load.

const { questionnaires } = routeSegments;

/** One questionnaire: /{lang}/{questionnaires}/{numeric invitation id}, where the front page and messages lead. */
export const questionnairePagePaths: LocalizedPaths = {
  en: `${questionnaires.en}/:invitationId`,
  fi: `${questionnaires.fi}/:invitationId`,
  sv: `${questionnaires.sv}/:invitationId`,
};

export const questionnairesPaths = {
  questionnaires: (lang: Lang): string => pathIn(lang, [questionnaires]),
};
