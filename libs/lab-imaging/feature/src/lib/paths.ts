import type { Lang } from '@portal/shared/i18n';
import { pathIn, routeSegments } from '@portal/shared/i18n';

export const labImagingPaths = {
  laboratory: (lang: Lang): string => pathIn(lang, [routeSegments.laboratory]),
  imaging: (lang: Lang): string => pathIn(lang, [routeSegments.imaging]),
};
