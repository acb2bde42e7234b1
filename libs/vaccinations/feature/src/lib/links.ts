import type { Lang } from '@portal/shared/i18n';
import { withQuery } from '@portal/shared/i18n';
import { vaccinationsPaths } from './paths';

/** The addresses the vaccinations page links to. */
export const vaccinationLinks = {
  /** The list; `page` from 0, left out of the address for the first page. */
  list: (lang: Lang, page = 0): string => withQuery(vaccinationsPaths.vaccinations(lang), { page: page > 0 ? String(page) : undefined }),
};
