import type { Lang } from '@portal/shared/i18n';
import { pathIn, routeSegments } from '@portal/shared/i18n';

export const occupationalHealthPaths = {
  occupationalHealthTeam: (lang: Lang): string => pathIn(lang, [routeSegments.occupationalHealthTeam]),
  employeeMemo: (lang: Lang): string => pathIn(lang, [routeSegments.employeeMemo]),
};
