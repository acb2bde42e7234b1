import type { Lang, LocalizedPaths } from '@portal/shared/i18n';
import { pathIn, routeSegments, withQuery } from '@portal/shared/i18n';

// The routes, and so the first page, load this file: route patterns and path builders only.

const { invoices, invoiceSummary, pay, payment } = routeSegments;

/** One invoice's summary: /{lang}/{invoices}/{summary}/{invoice id}. */
export const summaryPagePaths: LocalizedPaths = {
  en: `${invoices.en}/${invoiceSummary.en}/:invoiceId`,
  fi: `${invoices.fi}/${invoiceSummary.fi}/:invoiceId`,
  sv: `${invoices.sv}/${invoiceSummary.sv}/:invoiceId`,
};

/** Paying one invoice: /{lang}/{pay}/{invoice number}. */
export const payPagePaths: LocalizedPaths = {
  en: `${pay.en}/:invoiceNumber`,
  fi: `${pay.fi}/:invoiceNumber`,
  sv: `${pay.sv}/:invoiceNumber`,
};

/** Where the payment provider returns the payer: /{lang}/{payment}/{invoice id} (the API builds it). */
export const paymentPagePaths: LocalizedPaths = {
  en: `${payment.en}/:invoiceId`,
  fi: `${payment.fi}/:invoiceId`,
  sv: `${payment.sv}/:invoiceId`,
};

export const invoicesPaths = {
  /** The list; `page` from 0, left out of the address for the first page. */
  invoices: (lang: Lang, page = 0): string =>
    withQuery(pathIn(lang, [routeSegments.invoices]), { page: page > 0 ? String(page) : undefined }),
  summary: (lang: Lang, invoiceId: number): string => pathIn(lang, [summaryPagePaths], { invoiceId }),
  pay: (lang: Lang, invoiceNumber: string): string => pathIn(lang, [payPagePaths], { invoiceNumber }),
  payment: (lang: Lang, invoiceId: number): string => pathIn(lang, [paymentPagePaths], { invoiceId }),
  payVisit: (lang: Lang): string => pathIn(lang, [routeSegments.payVisit]),
};
