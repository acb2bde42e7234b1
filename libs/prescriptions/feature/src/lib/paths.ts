import type { Lang, LocalizedPaths } from '@portal/shared/i18n';
import { pathIn, routeSegments } from '@portal/shared/i18n';

// The routes and the menu, and so the first page, load this file: route patterns and path builders only.

const { prescriptionRenewal } = routeSegments;

/** Renewing chosen prescriptions: /{lang}/{prescription-renewal|reseptin-uusinta|receptfornyelse}/{ids joined by comma}. */
export const renewalPaths: LocalizedPaths = {
  en: `${prescriptionRenewal.en}/:ids`,
  fi: `${prescriptionRenewal.fi}/:ids`,
  sv: `${prescriptionRenewal.sv}/:ids`,
};

export const prescriptionsPaths = {
  prescriptions: (lang: Lang): string => pathIn(lang, [routeSegments.prescriptions]),
  renewal: (lang: Lang, ids: readonly number[]): string => pathIn(lang, [renewalPaths], { ids }),
};
