import type { Lang } from '@portal/shared/i18n';
import { pathIn, withQuery } from '@portal/shared/i18n';
import { visitPagePaths, visitsPaths } from './paths';

/** The addresses the visit pages link to. */
export const visitLinks = {
  /** The list; `page` from 0, left out of the address for the first page. */
  list: (lang: Lang, page = 0): string => withQuery(visitsPaths.visits(lang), { page: page > 0 ? String(page) : undefined }),
  visit: (lang: Lang, visitId: number): string => pathIn(lang, [visitPagePaths], { visitId }),
};
