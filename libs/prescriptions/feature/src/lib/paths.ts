import type { Lang } from '@portal/shared/i18n';
import { pathIn, routeSegments } from '@portal/shared/i18n';

export const prescriptionsPaths = {
  prescriptions: (lang: Lang): string => pathIn(lang, [routeSegments.prescriptions]),
};
