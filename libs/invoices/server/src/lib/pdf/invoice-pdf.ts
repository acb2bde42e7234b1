import type { InvoiceRow } from '@portal/invoices/contracts';
import type { Brand, PdfDetail, TaggedTable } from '@portal/shared/server';
import { formatPdfDate, headerCell, PDF_MARGIN, pdfFontFiles, startTaggedPdf } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import { formatEuros } from '@portal/shared/util';
import type { InvoiceRecord } from '@portal/invoices/records';
import type { InvoicePdfTexts } from './pdf-texts';
import { formatCount, formatVat, invoicePdfTexts } from './pdf-texts';

/** What the PDF shows: the invoice as stored, its rows, and whose it is. */
export interface InvoicePdfData {
  invoice: Pick<
    InvoiceRecord,
    | 'invoiceNumber'
    | 'creditedInvoiceNumber'
    | 'status'
    | 'description'
    | 'creationDate'
    | 'dueDate'
    | 'paidDate'
    | 'sumCents'
    | 'buyerName'
    | 'buyerStreet'
    | 'buyerPostalCode'
    | 'buyerPostOffice'
  >;
  rows: readonly InvoiceRow[];
  /** The patient's name; shown when someone else (a guardian) is the payer. */
  patientName: string | null;
  brand: Brand;
  lang: Language;
  /** The PDF's creation date (the API's clock). */
  createdAt: Date;
}

/** A paid invoice is given as its receipt; every other status as the invoice. */
function isReceipt(invoice: Pick<InvoiceRecord, 'status'>): boolean {
  return invoice.status === 'paid';
}

/** kuitti-41000001.pdf, faktura-41000001.pdf, ... (invoice numbers are digits). */
export function defaultPdfFilename(invoice: Pick<InvoiceRecord, 'status' | 'invoiceNumber'>, lang: Language): string {
  const texts = invoicePdfTexts[lang];
  return `${isReceipt(invoice) ? texts.receiptFile : texts.invoiceFile}-${invoice.invoiceNumber}.pdf`;
}

const HEADER_SHADE = '#e6e6e6';
const STRIPE = '#f3f3f3';

/**
 * The receipt or invoice as a tagged PDF/UA-1 document (see startTaggedPdf): the brand, the title
 * (H1), the details as a table of row headers, the rows (H2 and a table with column headers) and
 * the total (P).
 */
export function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  const { invoice, lang } = data;
  const texts = invoicePdfTexts[lang];
  const title = isReceipt(invoice) ? texts.receipt : texts.invoice;
  const pdf = startTaggedPdf({ brand: data.brand, lang, title: `${title} ${invoice.invoiceNumber}`, heading: title, createdAt: data.createdAt });
  const { doc, add } = pdf;
  pdf.addDetails(invoiceDetails(data, texts));

  if (data.rows.length > 0) {
    doc.moveDown(1);
    add('H2', () => doc.font(pdfFontFiles.bold).fontSize(14).text(texts.rows, PDF_MARGIN));
    doc.moveDown(0.3).font(pdfFontFiles.regular).fontSize(9).table(rowsTable(pdf.root, data, texts));
  }

  doc.moveDown(1);
  add('P', () => doc.font(pdfFontFiles.bold).fontSize(12).text(`${texts.total} ${formatEuros(invoice.sumCents, lang)}`, PDF_MARGIN, doc.y, { width: pdf.width, align: 'right' }));
  return pdf.end();
}

/** Label and value pairs: the invoice's own and its payer's, and the patient when someone else pays. */
function invoiceDetails(data: InvoicePdfData, texts: InvoicePdfTexts): PdfDetail[] {
  const { invoice, lang } = data;
  const address = [invoice.buyerStreet, [invoice.buyerPostalCode, invoice.buyerPostOffice].filter(Boolean).join(' ')].filter(Boolean);
  return [
    [texts.invoiceNumber, invoice.invoiceNumber],
    [texts.creationDate, formatPdfDate(invoice.creationDate, lang)],
    [texts.dueDate, formatPdfDate(invoice.dueDate, lang)],
    [texts.paidDate, invoice.paidDate && formatPdfDate(invoice.paidDate, lang)],
    [texts.status, texts.statuses[invoice.status]],
    [texts.creditedInvoices, invoice.creditedInvoiceNumber?.split(',').join(', ') ?? null],
    [texts.description, invoice.description],
    [texts.payer, [invoice.buyerName, ...address].join('\n')],
    [texts.patient, data.patientName === invoice.buyerName ? null : data.patientName],
  ];
}

/** The rows with column headers; numbers are right-aligned so that they line up. */
function rowsTable(root: PDFKit.PDFStructureElement, data: InvoicePdfData, texts: InvoicePdfTexts): TaggedTable {
  const { lang } = data;
  const { columns } = texts;
  const right = { align: { x: 'right' } } as const;
  const header = [columns.description, columns.date, columns.count, columns.unitPrice, columns.vat, columns.amount].map((text, index) => ({
    ...headerCell(text, 'Column'),
    font: { src: pdfFontFiles.bold },
    backgroundColor: HEADER_SHADE,
    ...(index >= 2 ? right : {}),
  }));
  const rows = data.rows.map((row) => [
    row.description,
    formatPdfDate(row.date, lang),
    { text: formatCount(row.count, lang), ...right },
    { text: formatEuros(row.unitPriceCents, lang), ...right },
    { text: formatVat(row.vatPercentage, lang), ...right },
    { text: formatEuros(row.count * row.unitPriceCents, lang), ...right },
  ]);
  return {
    structParent: root,
    columnStyles: ['*', 75, 55, 75, 45, 75],
    // Shaded rather than ruled: pdfkit 0.20 tags a cell ruled on some sides only with a
    // BorderColor attribute that is not valid PDF (null for the unruled sides).
    defaultStyle: { border: 0, padding: [4, 4] },
    rowStyles: (index) => (index > 0 && index % 2 === 0 ? { backgroundColor: STRIPE } : undefined),
    data: [header, ...rows],
  };
}
