import type { Lang } from '@portal/shared/i18n';
import { pathIn, signInPaths } from '@portal/shared/i18n';

export const homePaths = {
  /** The front page is the language root. */
  home: (lang: Lang): string => pathIn(lang, []),
  /** The front page of anonymous visitors (`?error=` after a failed sign-in). */
  transactionPath: signInPaths.transactionPath,
};
