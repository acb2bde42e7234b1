import type { InvoiceListItem } from '@portal/invoices/contracts';

/** The status the patient reads (account doc section 3 labels: paid, unpaid; and the refund states). */
export type StatusLabel = 'paid' | 'unpaid' | 'refunded' | 'refundInProgress' | 'notAvailable';

/** The document an invoice links to. */
export type InvoiceLink = 'summary' | 'invoice' | 'receipt';

export interface InvoicePresentation {
  label: StatusLabel;
  /** The summary page, or the PDF (only when the invoice has one); null: shown without a link. */
  link: InvoiceLink | null;
  /** A Pay link to the pay page beside it. */
  pay: boolean;
  /** Overdue: ask the patient to contact the collection company. */
  collectionNotice: boolean;
}

type Presented = Pick<InvoiceListItem, 'status' | 'source' | 'hasPdf' | 'canBePaidOnline'>;

const pdf = (invoice: Presented, link: 'invoice' | 'receipt'): InvoiceLink | null => (invoice.hasPdf ? link : null);

/**
 * The status drives the label, the link and the payment area (account doc section 4): open, or a
 * customer invoice that is unpaid, shows the summary (and Pay while the API says it can be paid
 * online); overdue or paper shows the invoice; paid the receipt; refunded and refund in progress
 * the invoice; notAvailable is shown as such, without a link.
 *
 * Decision: the statuses are the same for every source, so 'a customer invoice that is unpaid' is
 * a CustomerInvoice whose status is open, overdue or paper: those lead to the summary (which has
 * the PDF too) rather than straight to the PDF. An overdue one still asks to contact the
 * collection company.
 */
export function presentInvoice(invoice: Presented): InvoicePresentation {
  const summary = (): InvoicePresentation => ({
    label: 'unpaid',
    link: 'summary',
    pay: invoice.canBePaidOnline,
    collectionNotice: invoice.status === 'overdue',
  });
  switch (invoice.status) {
    case 'open':
      return summary();
    case 'overdue':
    case 'paper':
      if (invoice.source === 'CustomerInvoice') return summary();
      return { label: 'unpaid', link: pdf(invoice, 'invoice'), pay: false, collectionNotice: invoice.status === 'overdue' };
    case 'paid':
      return { label: 'paid', link: pdf(invoice, 'receipt'), pay: false, collectionNotice: false };
    case 'refunded':
    case 'refundInProgress':
      return { label: invoice.status, link: pdf(invoice, 'invoice'), pay: false, collectionNotice: false };
    case 'notAvailable':
      return { label: 'notAvailable', link: null, pay: false, collectionNotice: false };
  }
}

/** The invoice numbers a credit note credits ('123,456' → ['123', '456']). */
export function creditedNumbers(creditedInvoiceNumber: string | null): string[] {
  return (creditedInvoiceNumber ?? '')
    .split(',')
    .map((number) => number.trim())
    .filter(Boolean);
}
