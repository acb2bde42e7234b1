import type { Language } from '@portal/shared/util';
import { localizedPath, routePatterns } from '@portal/shared/util';

/**
 * The use of the patient's data, below my information. Built here rather than in pagePaths (as
 * the family view's below): only this feature's pages link to them, and every builder there is
 * code of the first page.
 */
export function myDataPath(lang: Language): string {
  // The page is in every language.
  return localizedPath(lang, [routePatterns.myData]) ?? `/${lang}`;
}

/** A guardian's family view, below my information. */
export function familyPath(lang: Language): string {
  return localizedPath(lang, [routePatterns.family]) ?? `/${lang}`;
}
