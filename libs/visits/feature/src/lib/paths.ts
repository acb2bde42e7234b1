import type { Lang, LocalizedPaths } from '@portal/shared/i18n';
import { pathIn, routeSegments } from '@portal/shared/i18n';

// The routes and the menu, and so the first page, load this file: route patterns and the menu's
// path builder only. The pages' own links are in links.ts, which only the pages load.

const { visits } = routeSegments;

/** One visit: /{lang}/{visits}/{numeric id}, the address the front page's visit items link to. */
export const visitPagePaths: LocalizedPaths = {
  en: `${visits.en}/:visitId`,
  fi: `${visits.fi}/:visitId`,
  sv: `${visits.sv}/:visitId`,
};

export const visitsPaths = {
  visits: (lang: Lang): string => pathIn(lang, [visits]),
};
