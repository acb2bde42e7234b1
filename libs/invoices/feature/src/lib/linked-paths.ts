import { encodeSaveAction } from '@portal/shared/contracts';
import type { Lang } from '@portal/shared/i18n';
import { pathIn, routeSegments, withQuery } from '@portal/shared/i18n';

// Apart from paths.ts, which the routes (and so the first page) load: only the pages need these.
/**
 * Pages of other features that these pages link to. A feature may not import another, so the
 * paths are built from the shared route words, the same way those features build them.
 */
export const linkedPaths = {
  frontPage: (lang: Lang): string => pathIn(lang, []),
  /**
   * My information, whose saveAction brings the patient back to this invoice's pay page once the
   * e-mail is saved (account doc section 4: the pay page's e-mail notice).
   */
  myInformationToPay: (lang: Lang, invoiceNumber: string): string =>
    withQuery(pathIn(lang, [routeSegments.myInformation]), {
      saveAction: encodeSaveAction({ type: 'go-to-invoice-page', invoiceNumber }),
    }),
};
