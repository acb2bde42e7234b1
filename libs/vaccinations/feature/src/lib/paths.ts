import type { Lang } from '@portal/shared/i18n';
import { pathIn, routeSegments } from '@portal/shared/i18n';

export const vaccinationsPaths = {
  vaccinations: (lang: Lang): string => pathIn(lang, [routeSegments.vaccinations]),
};
