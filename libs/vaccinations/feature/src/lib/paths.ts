import type { Lang } from '@portal/shared/i18n';
import { pathIn, routeSegments } from '@portal/shared/i18n';

// The routes and the menu, and so the first page, load this file: the menu's path builder only.
// The page's own links are in links.ts, which only the page loads.

export const vaccinationsPaths = {
  vaccinations: (lang: Lang): string => pathIn(lang, [routeSegments.vaccinations]),
};
