import type { Lang } from '@portal/shared/i18n';
import { pathIn } from '@portal/shared/i18n';
import { imagingReferralPaths, imagingResultPaths, labImagingPaths, labReferralPaths, labResultPaths } from './paths';

/** Where the section's pages link to one another. */
export const labImagingLinks = {
  ...labImagingPaths,
  /** `date` is 'YYYY-MM-DD'. */
  labResult: (lang: Lang, date: string): string => pathIn(lang, [labResultPaths], { date }),
  labReferral: (lang: Lang, referralId: number): string => pathIn(lang, [labReferralPaths], { referralId }),
  /** `imagingDate` is 'YYYY-MM-DD'. */
  imagingResult: (lang: Lang, imagingDate: string): string => pathIn(lang, [imagingResultPaths], { imagingDate }),
  imagingReferral: (lang: Lang, referralId: number): string => pathIn(lang, [imagingReferralPaths], { referralId }),
};
