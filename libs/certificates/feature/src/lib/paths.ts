import type { Lang } from '@portal/shared/i18n';
import { pathIn, routeSegments } from '@portal/shared/i18n';

export const certificatesPaths = {
  certificates: (lang: Lang): string => pathIn(lang, [routeSegments.certificates]),
};
