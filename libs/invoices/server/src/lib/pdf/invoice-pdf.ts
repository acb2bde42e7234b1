import type { InvoiceRow } from '@portal/shared/contracts';
import type { Brand } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import { brandNames, formatEuros, LOCALE_TAGS } from '@portal/shared/util';
import PDFDocument from 'pdfkit';
import type { InvoiceRecord } from '../queries';
import { pdfFontFiles } from './pdf-fonts';
import type { InvoicePdfTexts } from './pdf-texts';
import { formatCount, formatPdfDate, formatVat, invoicePdfTexts } from './pdf-texts';

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

// @types/pdfkit 0.17 knows only the PDF/A subsets and not the tables' structure options that
// pdfkit 0.20 has; these name them once.
const PDF_UA = 'PDF/UA' as unknown as PDFKit.Mixins.PDFSubsets;
type TaggedTable = PDFKit.Mixins.TableOptionsWithData & { structParent: PDFKit.PDFStructureElement };
type HeaderCell = PDFKit.Mixins.CellOptions & { type: 'TH'; scope: 'Row' | 'Column' };

// pdfkit keeps each font file it has loaded, so naming the files again costs nothing.
const REGULAR = pdfFontFiles.regular;
const BOLD = pdfFontFiles.bold;
const MARGIN = 56;
const GREY = '#5c5c5c';
const HEADER_SHADE = '#e6e6e6';
const STRIPE = '#f3f3f3';

/**
 * The receipt or invoice as a tagged PDF/UA-1 document: real text in an embedded font (DejaVu
 * Sans, a subset), the document language and title, and a structure tree that screen readers
 * read in order: the brand (P), the title (H1), the details as a table of row headers, the rows
 * (H2 and a table with column headers) and the total (P). The rule under the brand is a
 * decoration and marked as an artifact, so nothing on the page is left untagged.
 */
export function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  const { invoice, lang } = data;
  const texts = invoicePdfTexts[lang];
  const brandName = brandNames[data.brand][lang];
  const title = isReceipt(invoice) ? texts.receipt : texts.invoice;

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    subset: PDF_UA,
    tagged: true,
    displayTitle: true,
    lang: LOCALE_TAGS[lang],
    // The default font would be the standard Helvetica, which is never embedded.
    font: REGULAR,
    info: { Title: `${title} ${invoice.invoiceNumber}`, Author: brandName, Creator: brandName, CreationDate: data.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - 2 * MARGIN;
  const add = (role: string, draw: () => void) => root.add(doc.struct(role, {}, draw));

  add('P', () => doc.font(BOLD).fontSize(12).fillColor(GREY).text(brandName));
  doc.markContent('Artifact', { type: 'Layout' });
  const ruleY = doc.y + 4;
  doc.moveTo(MARGIN, ruleY).lineTo(MARGIN + width, ruleY).lineWidth(0.5).strokeColor(GREY).stroke();
  doc.endMarkedContent();
  doc.y = ruleY + 16;

  add('H1', () => doc.font(BOLD).fontSize(22).fillColor('black').text(title));
  doc.moveDown(0.5).font(REGULAR).fontSize(10).table(detailsTable(root, data, texts));

  if (data.rows.length > 0) {
    doc.moveDown(1);
    add('H2', () => doc.font(BOLD).fontSize(14).text(texts.rows, MARGIN));
    doc.moveDown(0.3).font(REGULAR).fontSize(9).table(rowsTable(root, data, texts));
  }

  doc.moveDown(1);
  add('P', () => doc.font(BOLD).fontSize(12).text(`${texts.total} ${formatEuros(invoice.sumCents, lang)}`, MARGIN, doc.y, { width, align: 'right' }));

  root.end();
  doc.end();
  return done;
}

function headerCell(text: string, scope: HeaderCell['scope']): HeaderCell {
  return { text, type: 'TH', scope };
}

/** Label and value pairs; the labels are row headers, so each value is read with its label. */
function detailsTable(root: PDFKit.PDFStructureElement, data: InvoicePdfData, texts: InvoicePdfTexts): TaggedTable {
  const { invoice, lang } = data;
  const address = [invoice.buyerStreet, [invoice.buyerPostalCode, invoice.buyerPostOffice].filter(Boolean).join(' ')].filter(Boolean);
  const details: [string, string | null][] = [
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
  return {
    structParent: root,
    columnStyles: [150, '*'],
    defaultStyle: { border: 0, padding: [2, 0] },
    data: details.filter((entry): entry is [string, string] => Boolean(entry[1])).map(([label, value]) => [{ ...headerCell(label, 'Row'), font: { src: BOLD } }, value]),
  };
}

/** The rows with column headers; numbers are right-aligned so that they line up. */
function rowsTable(root: PDFKit.PDFStructureElement, data: InvoicePdfData, texts: InvoicePdfTexts): TaggedTable {
  const { lang } = data;
  const { columns } = texts;
  const right = { align: { x: 'right' } } as const;
  const header = [columns.description, columns.date, columns.count, columns.unitPrice, columns.vat, columns.amount].map((text, index) => ({
    ...headerCell(text, 'Column'),
    font: { src: BOLD },
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
