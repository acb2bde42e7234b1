import { encodeSaveAction } from '@portal/shared/contracts';
import type { Lang } from '@portal/shared/i18n';
import { pagePaths } from '@portal/shared/util';

/** The invoice pages' links that carry a save action (contracts' encodeSaveAction). */
export const linkedPaths = {
  /**
   * My information, whose saveAction brings the patient back to this invoice's pay page once the
   * e-mail is saved (account doc section 4: the pay page's e-mail notice).
   */
  myInformationToPay: (lang: Lang, invoiceNumber: string): string =>
    pagePaths.account.myInformation(lang, { saveAction: encodeSaveAction({ type: 'go-to-invoice-page', invoiceNumber }) }),
};
