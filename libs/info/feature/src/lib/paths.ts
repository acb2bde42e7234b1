import type { Lang } from '@portal/shared/i18n';
import { localizedPath, pathIn, routeSegments } from '@portal/shared/i18n';

export const infoPaths = {
  /** Finnish only: undefined in other languages. */
  help: (lang: Lang): string | undefined => localizedPath(lang, [routeSegments.help]),
  terms: (lang: Lang): string => pathIn(lang, [routeSegments.terms]),
  pikkutsatti: (lang: Lang): string => pathIn(lang, [routeSegments.pikkutsatti]),
  accessibility: (lang: Lang): string => pathIn(lang, [routeSegments.accessibility]),
};
