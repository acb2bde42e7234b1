import type { GoodSignInvoice, InvoiceListItem, InvoiceRow, InvoiceSummary, VisitFee } from '@portal/invoices/contracts';
import type { InvoiceRecord } from '@portal/invoices/records';
import { isPayableOnline } from '@portal/invoices/records';
import type { InvoiceRowRecord } from './queries';

export function toListItem(invoice: InvoiceRecord, now: Date): InvoiceListItem {
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    creditedInvoiceNumber: invoice.creditedInvoiceNumber,
    status: invoice.status,
    source: invoice.source,
    description: invoice.description,
    creationDate: invoice.creationDate,
    dueDate: invoice.dueDate,
    sumCents: invoice.sumCents,
    hasPdf: invoice.hasPdf,
    canBePaidOnline: isPayableOnline(invoice, now),
  };
}

function toRow(row: InvoiceRowRecord): InvoiceRow {
  return { description: row.description, count: row.count, unitPriceCents: row.unitPriceCents, date: row.date, vatPercentage: row.vatPercentage };
}

export function toSummary(invoice: InvoiceRecord, rows: readonly InvoiceRowRecord[], now: Date): InvoiceSummary {
  return { ...toListItem(invoice, now), paidDate: invoice.paidDate, rows: rows.map(toRow) };
}

/** The pay page's invoice: Open or Paid from the stored status (account doc section 3). */
export function toGoodSignInvoice(invoice: InvoiceRecord, rows: readonly InvoiceRowRecord[], now: Date): GoodSignInvoice {
  const { buyerStreet: street, buyerPostalCode: postalCode, buyerPostOffice: postOffice } = invoice;
  return {
    invoiceNumber: invoice.invoiceNumber,
    sumCents: invoice.sumCents,
    status: invoice.status === 'paid' ? 'Paid' : 'Open',
    paidDate: invoice.paidDate,
    creationDate: invoice.creationDate,
    dueDate: invoice.dueDate,
    payableOnlineUntil: invoice.payableOnlineUntil?.toISOString() ?? null,
    buyerName: invoice.buyerName,
    buyerAddress: street && postalCode && postOffice ? { street, postalCode, postOffice } : null,
    rows: rows.map(toRow),
    canBePaidOnline: isPayableOnline(invoice, now),
  };
}

/** A visit fee: only invoices with an online window are ones (payableVisitFees selects them). */
export function toVisitFee(invoice: InvoiceRecord, visitStart: Date | null, now: Date): VisitFee {
  if (invoice.payableOnlineUntil === null) throw new Error('a visit fee has an online payment window');
  return { ...toListItem(invoice, now), payableOnlineUntil: invoice.payableOnlineUntil.toISOString(), visitStart: visitStart?.toISOString() ?? null };
}
