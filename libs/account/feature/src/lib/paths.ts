import type { Lang } from '@portal/shared/i18n';
import { pathIn, routeSegments, signInPaths } from '@portal/shared/i18n';

export const accountPaths = {
  myInformation: (lang: Lang): string => pathIn(lang, [routeSegments.myInformation]),
  login: signInPaths.login,
  expiredSession: signInPaths.expiredSession,
};
