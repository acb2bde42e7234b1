import type { Lang, LocalizedPaths } from '@portal/shared/i18n';
import { pathIn, routeSegments } from '@portal/shared/i18n';

// The routes and the navigation menu, and so the first page, load this file: route patterns and
// path builders only.

const { laboratory, imaging } = routeSegments;

/** One result date: /{lang}/{laboratoryresult|laboratoriotulos|laboratorieresultat}/{date} (booking doc section 2). */
export const labResultPaths: LocalizedPaths = {
  en: 'laboratoryresult/:date',
  fi: 'laboratoriotulos/:date',
  sv: 'laboratorieresultat/:date',
};

/** One laboratory referral: /{lang}/{laboratoryreferral|laboratoriolahete|laboratorieremiss}/{id}. */
export const labReferralPaths: LocalizedPaths = {
  en: 'laboratoryreferral/:referralId',
  fi: 'laboratoriolahete/:referralId',
  sv: 'laboratorieremiss/:referralId',
};

/** The imaging results of one day: /{lang}/{imaging}/{imagingDate}. */
export const imagingResultPaths: LocalizedPaths = {
  en: `${imaging.en}/:imagingDate`,
  fi: `${imaging.fi}/:imagingDate`,
  sv: `${imaging.sv}/:imagingDate`,
};

/** One imaging referral: /{lang}/{imagingreferral|kuvantamislahete|bildbehandlingremiss}/{id}. */
export const imagingReferralPaths: LocalizedPaths = {
  en: 'imagingreferral/:referralId',
  fi: 'kuvantamislahete/:referralId',
  sv: 'bildbehandlingremiss/:referralId',
};

/** The section pages, for the navigation menu. The pages' own links are in links.ts, out of the first page. */
export const labImagingPaths = {
  laboratory: (lang: Lang): string => pathIn(lang, [laboratory]),
  imaging: (lang: Lang): string => pathIn(lang, [imaging]),
};
