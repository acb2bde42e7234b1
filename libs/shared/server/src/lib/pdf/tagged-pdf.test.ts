import Fastify from 'fastify';
import { readPdf } from '../../testing/pdf-reader';
import { formatPdfDate } from './pdf-dates';
import { sendPdf } from './pdf-response';
import type { TaggedPdfOptions } from './tagged-pdf';
import { startTaggedPdf } from './tagged-pdf';

const options: TaggedPdfOptions = { brand: 'general', lang: 'sv', title: 'Intyg 2.11.2026', heading: 'Läkarutlåtande A', createdAt: new Date('2026-11-23T10:00:00Z') };

function detailsPdf(values: Partial<TaggedPdfOptions> = {}): Promise<Buffer> {
  const pdf = startTaggedPdf({ ...options, ...values });
  pdf.addDetails([
    ['Patient', 'Åsa Öhman'],
    ['Tom rad', null],
    ['Datum', '2.11.2026'],
  ]);
  return pdf.end();
}

describe('startTaggedPdf', () => {
  it('makes a PDF/UA-1 document in the language, with its title and only embedded DejaVu Sans', async () => {
    const pdf = await detailsPdf();
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
    for (const marker of ['/MarkInfo', '/StructTreeRoot', '/Lang (sv-FI)', '/DisplayDocTitle true', '/FontFile2']) expect(raw).toContain(marker);
    const fonts = [...raw.matchAll(/\/BaseFont \/(\S+)/g)].map((match) => match[1]);
    expect(fonts).toEqual(expect.arrayContaining([expect.stringMatching(/^[A-Z]{6}\+DejaVuSans-Bold$/)]));
    for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+DejaVuSans(-Bold)?$/);

    const read = await readPdf(pdf);
    expect(read.markInfo['Marked']).toBe(true);
    expect(read.xmp).toMatchObject({ 'pdfuaid:part': '1', 'dc:title': 'Intyg 2.11.2026' });
    expect(read.info).toMatchObject({ Title: 'Intyg 2.11.2026', Language: 'sv-FI', Author: 'Kajo', Creator: 'Kajo' });
  });

  it('reads the brand, the heading and the details in order, each value with its label', async () => {
    const read = await readPdf(await detailsPdf({ brand: 'children' }));
    expect(read.text).toBe('Kajo Barn Läkarutlåtande A Patient Åsa Öhman Datum 2.11.2026');
    const [document] = read.structure;
    expect(document?.children.map((child) => [child.role, child.text])).toEqual([
      ['P', 'Kajo Barn'],
      ['H1', 'Läkarutlåtande A'],
      ['Table', ''],
    ]);
    // A detail without a value is left out.
    expect(document?.children[2]?.children.map((row) => row.children.map((cell) => [cell.role, cell.scope ?? null, cell.text]))).toEqual([
      [
        ['TH', 'Row', 'Patient'],
        ['TD', null, 'Åsa Öhman'],
      ],
      [
        ['TH', 'Row', 'Datum'],
        ['TD', null, '2.11.2026'],
      ],
    ]);
  });
});

describe('formatPdfDate', () => {
  it('writes a day as the portal does in Finnish and Swedish, with the month’s name in English', () => {
    expect([formatPdfDate('2026-11-02', 'fi'), formatPdfDate('2026-11-02', 'sv'), formatPdfDate('2026-11-02', 'en')]).toEqual(['2.11.2026', '2.11.2026', '2 Nov 2026']);
  });
});

describe('sendPdf', () => {
  it('sends the PDF under its name, for no cache to keep', async () => {
    const app = Fastify();
    app.get('/pdf', (_request, reply) => sendPdf(reply, Buffer.from('%PDF-1.7'), { filename: 'intyg-1.pdf', disposition: 'attachment' }));
    const response = await app.inject({ url: '/pdf' });
    expect(response.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="intyg-1.pdf"', 'cache-control': 'no-store' });
    expect(response.body).toBe('%PDF-1.7');
    await app.close();
  });
});
