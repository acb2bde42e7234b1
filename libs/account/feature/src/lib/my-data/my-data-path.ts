import type { Language } from '@portal/shared/util';
import { localizedPath, routePatterns } from '@portal/shared/util';

/**
 * The use of the patient's data, below my information. Built here rather than in pagePaths: only
 * this feature's pages link to it, and every builder there is code of the first page.
 */
export function myDataPath(lang: Language): string {
  // The page is in every language.
  return localizedPath(lang, [routePatterns.myData]) ?? `/${lang}`;
}
