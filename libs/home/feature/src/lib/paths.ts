import type { Lang } from '@portal/shared/i18n';
import { pathIn, routeSegments } from '@portal/shared/i18n';

export const homePaths = {
  home: (lang: Lang): string => pathIn(lang, []),
};
