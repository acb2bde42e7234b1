import type { Lang } from '@portal/shared/i18n';
import { pathIn } from '@portal/shared/i18n';

export const homePaths = {
  /** The front page is the language root. */
  home: (lang: Lang): string => pathIn(lang, []),
};
