import type { Language } from '@portal/shared/util';
import { readPdf, structElements, structText } from '@portal/shared/server/testing';
import type { InvoicePdfData } from './invoice-pdf';
import { defaultPdfFilename, renderInvoicePdf } from './invoice-pdf';

const paid: InvoicePdfData['invoice'] = {
  invoiceNumber: '41000007',
  creditedInvoiceNumber: null,
  status: 'paid',
  description: 'Lääkärin vastaanotto',
  creationDate: '2026-11-02',
  dueDate: '2026-11-16',
  paidDate: '2026-11-03',
  sumCents: 10_390,
  buyerName: 'Johanna Laine',
  buyerStreet: 'Åkerövägen 3',
  buyerPostalCode: '00100',
  buyerPostOffice: 'Helsinki',
};

const rows: InvoicePdfData['rows'] = [
  { description: 'Lääkärin vastaanotto', count: 1, unitPriceCents: 8900, date: '2026-11-02', vatPercentage: 0 },
  { description: 'Toimistomaksu', count: 2, unitPriceCents: 745, date: '2026-11-02', vatPercentage: 24 },
];

function render(values: Partial<InvoicePdfData> = {}): Promise<Buffer> {
  return renderInvoicePdf({ invoice: paid, rows, patientName: 'Eetu Laine', brand: 'general', lang: 'fi', createdAt: new Date('2026-11-23T10:00:00Z'), ...values });
}

describe('renderInvoicePdf', () => {
  it.each<[Language, string, string, string]>([
    ['fi', 'fi-FI', 'Kuitti', 'Lasku'],
    ['sv', 'sv-FI', 'Kvitto', 'Faktura'],
    ['en', 'en-GB', 'Receipt', 'Invoice'],
  ])('titles a paid invoice as a receipt and others as an invoice in %s', async (lang, tag, receipt, invoice) => {
    for (const [status, title] of [
      ['paid', receipt],
      ['overdue', invoice],
    ] as const) {
      const read = await readPdf(await render({ lang, invoice: { ...paid, status } }));
      const h1 = structElements(read.structure).find((element) => element.role === 'H1');
      expect(h1?.text).toBe(title);
      expect(read.info).toMatchObject({ Title: `${title} 41000007`, Language: tag, PDFFormatVersion: '1.7' });
    }
  });

  it('is a tagged PDF/UA-1 document with its language, title and an embedded font', async () => {
    const pdf = await render();
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
    expect(raw).toMatch(/\/MarkInfo/);
    expect(raw).toMatch(/\/StructTreeRoot/);
    expect(raw).toContain('/Lang (fi-FI)');
    expect(raw).toContain('/DisplayDocTitle true');
    // Every font is an embedded TrueType subset of DejaVu Sans: none of the standard 14, which are never embedded.
    expect(raw).toContain('/FontFile2');
    const fonts = [...raw.matchAll(/\/BaseFont \/(\S+)/g)].map((match) => match[1]);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+DejaVuSans(-Bold)?$/);

    const read = await readPdf(pdf);
    expect(read.markInfo['Marked']).toBe(true);
    expect(read.xmp).toMatchObject({ 'pdfuaid:part': '1', 'dc:title': 'Kuitti 41000007' });
    expect(read.info).toMatchObject({ Author: 'Kajo' });
  });

  it('reads out the brand, the details, the rows and the total with their Finnish letters', async () => {
    const read = await readPdf(await render({ invoice: { ...paid, creditedInvoiceNumber: '41000001,41000002' } }));
    for (const text of [
      'Kajo',
      'Laskun numero 41000007',
      'Laskun päivämäärä 2.11.2026',
      'Eräpäivä 16.11.2026',
      'Maksupäivä 3.11.2026',
      'Tila Maksettu',
      'Hyvitetyt laskut 41000001, 41000002',
      'Tuote tai palvelu Lääkärin vastaanotto',
      'Maksaja Johanna Laine Åkerövägen 3 00100 Helsinki',
      'Potilas Eetu Laine',
      'Toimistomaksu 2.11.2026 2 7,45 € 24 % 14,90 €',
      'Yhteensä 103,90 €',
    ]) {
      expect(read.text).toContain(text);
    }
  });

  it('gives the structure in reading order: brand, title, details, rows and total', async () => {
    const { structure } = await readPdf(await render());
    const [document] = structure;
    expect(document?.role).toBe('Document');
    expect(document?.children.map((child) => child.role)).toEqual(['P', 'H1', 'Table', 'H2', 'Table', 'P']);
    const [brand, , details, rowsHeading, rowsTable, total] = document?.children ?? [];
    expect(brand?.text).toBe('Kajo');
    expect(rowsHeading?.text).toBe('Erittely');
    expect(total?.text).toBe('Yhteensä 103,90 €');

    // Details: each row a header cell (its label, scope Row) and the value.
    const firstDetail = details?.children[0];
    expect(firstDetail?.children.map((cell) => [cell.role, cell.scope ?? null, cell.text])).toEqual([
      ['TH', 'Row', 'Laskun numero'],
      ['TD', null, '41000007'],
    ]);

    // Rows: a header row of column headers, then one row per invoice row.
    const [header, ...bodyRows] = rowsTable?.children ?? [];
    expect(header?.children.map((cell) => [cell.role, cell.scope])).toEqual(Array.from({ length: 6 }, () => ['TH', 'Column']));
    expect(header?.children.map(structText)).toEqual(['Kuvaus', 'Päivämäärä', 'Määrä', 'Yksikköhinta', 'ALV', 'Summa']);
    expect(bodyRows.map((row) => row.children.map(structText))).toEqual([
      ['Lääkärin vastaanotto', '2.11.2026', '1', '89,00 €', '0 %', '89,00 €'],
      ['Toimistomaksu', '2.11.2026', '2', '7,45 €', '24 %', '14,90 €'],
    ]);
  });

  it('leaves out what the invoice does not have', async () => {
    const open = { ...paid, status: 'open' as const, paidDate: null, buyerStreet: null, buyerPostalCode: null, buyerPostOffice: null };
    const read = await readPdf(await render({ invoice: open, rows: [], patientName: 'Johanna Laine' }));
    expect(read.text).not.toContain('Maksupäivä');
    expect(read.text).not.toContain('Hyvitetyt laskut');
    // The patient is the payer: named once.
    expect(read.text).not.toContain('Potilas');
    expect(read.text).toContain('Maksaja Johanna Laine Yhteensä 103,90 €');
    expect(read.text).toContain('Tila Avoin');
    // No rows (an invoice from outside the payment system): no rows heading or table.
    expect(read.structure[0]?.children.map((child) => child.role)).toEqual(['P', 'H1', 'Table', 'P']);
  });

  it('writes Swedish and English with their own dates and money', async () => {
    const sv = await readPdf(await render({ lang: 'sv', brand: 'children' }));
    expect(sv.text).toContain('Kajo Barn');
    expect(sv.text).toContain('Fakturadatum 2.11.2026');
    expect(sv.text).toContain('Status Betald');
    expect(sv.text).toContain('Totalt 103,90 €');

    const en = await readPdf(await render({ lang: 'en', brand: 'children' }));
    expect(en.text).toContain('Kajo Kids');
    expect(en.text).toContain('Invoice date 2 Nov 2026');
    expect(en.text).toContain('Date paid 3 Nov 2026');
    expect(en.text).toContain('Toimistomaksu 2 Nov 2026 2 €7.45 24% €14.90');
    expect(en.text).toContain('Total €103.90');
  });
});

describe('defaultPdfFilename', () => {
  it('names a receipt or an invoice in the language with its number', () => {
    expect(defaultPdfFilename({ status: 'paid', invoiceNumber: '41000007' }, 'fi')).toBe('kuitti-41000007.pdf');
    expect(defaultPdfFilename({ status: 'open', invoiceNumber: '41000007' }, 'sv')).toBe('faktura-41000007.pdf');
    expect(defaultPdfFilename({ status: 'refunded', invoiceNumber: '41000007' }, 'en')).toBe('invoice-41000007.pdf');
  });
});
