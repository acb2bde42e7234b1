import type { Language } from '@portal/shared/util';
import { brandNames, LOCALE_TAGS } from '@portal/shared/util';
import PDFDocument from 'pdfkit';
import type { Brand } from '../config';
import { pdfFontFiles } from './pdf-fonts';

// @types/pdfkit 0.17 knows only the PDF/A subsets and not the tables' structure options that
// pdfkit 0.20 has; these name them once.
const PDF_UA = 'PDF/UA' as unknown as PDFKit.Mixins.PDFSubsets;
export type TaggedTable = PDFKit.Mixins.TableOptionsWithData & { structParent: PDFKit.PDFStructureElement };
export type HeaderCell = PDFKit.Mixins.CellOptions & { type: 'TH'; scope: 'Row' | 'Column' };

/** The page's margin on every side, in points. */
export const PDF_MARGIN = 56;
const GREY = '#5c5c5c';

/** A label and its value; a null value leaves the row out. */
export type PdfDetail = readonly [label: string, value: string | null];

export interface TaggedPdfOptions {
  brand: Brand;
  lang: Language;
  /** The document's title in its metadata, which viewers show, e.g. 'Kuitti 41000007'. */
  title: string;
  /** The page's heading (H1), e.g. 'Kuitti'. */
  heading: string;
  /** The PDF's creation date (the API's clock). */
  createdAt: Date;
}

export interface TaggedPdf {
  doc: PDFKit.PDFDocument;
  /** The structure tree's root (Document): every block belongs to it, tables name it as their parent. */
  root: PDFKit.PDFStructureElement;
  /** The width between the margins. */
  width: number;
  /** Draws a block as one structure element of the root, e.g. `add('H2', () => doc.text(...))`. */
  add(role: string, draw: () => void): void;
  /** The details as a table of row headers, so that each value is read with its label. */
  addDetails(details: readonly PdfDetail[]): void;
  /** Closes the structure tree and the document: the PDF's bytes. */
  end(): Promise<Buffer>;
}

export function headerCell(text: string, scope: HeaderCell['scope']): HeaderCell {
  return { text, type: 'TH', scope };
}

/**
 * A tagged PDF/UA-1 document, begun: real text in an embedded font (DejaVu Sans, a subset), the
 * document language and title, and a structure tree that screen readers read in order. It starts
 * with the brand (P), a rule under it and the heading (H1); the rule is a decoration, marked as an
 * artifact, so nothing on the page is left untagged. What follows is the caller's to add.
 */
export function startTaggedPdf(options: TaggedPdfOptions): TaggedPdf {
  const { lang } = options;
  const brandName = brandNames[options.brand][lang];
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    pdfVersion: '1.7',
    subset: PDF_UA,
    tagged: true,
    displayTitle: true,
    lang: LOCALE_TAGS[lang],
    // The default font would be the standard Helvetica, which is never embedded.
    font: pdfFontFiles.regular,
    info: { Title: options.title, Author: brandName, Creator: brandName, CreationDate: options.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - 2 * PDF_MARGIN;
  const add = (role: string, draw: () => void) => root.add(doc.struct(role, {}, draw));

  add('P', () => doc.font(pdfFontFiles.bold).fontSize(12).fillColor(GREY).text(brandName));
  doc.markContent('Artifact', { type: 'Layout' });
  const ruleY = doc.y + 4;
  doc.moveTo(PDF_MARGIN, ruleY).lineTo(PDF_MARGIN + width, ruleY).lineWidth(0.5).strokeColor(GREY).stroke();
  doc.endMarkedContent();
  doc.y = ruleY + 16;
  add('H1', () => doc.font(pdfFontFiles.bold).fontSize(22).fillColor('black').text(options.heading));

  return {
    doc,
    root,
    width,
    add,
    addDetails: (details) => {
      const table: TaggedTable = {
        structParent: root,
        columnStyles: [150, '*'],
        defaultStyle: { border: 0, padding: [2, 0] },
        data: details
          .filter((detail): detail is readonly [string, string] => Boolean(detail[1]))
          .map(([label, value]) => [{ ...headerCell(label, 'Row'), font: { src: pdfFontFiles.bold } }, value]),
      };
      doc.moveDown(0.5).font(pdfFontFiles.regular).fontSize(10).table(table);
    },
    end: () => {
      root.end();
      doc.end();
      return done;
    },
  };
}
