import { testDatabases } from '@portal/shared/db/testing';
import { call, readPdf, sessionFor } from '@portal/shared/server/testing';
import { insertInvoice, invoiceTestApp } from '../../testing/invoice-fixtures';

describe.each(testDatabases)('GET /api/invoices/{id}/pdf on $name', ({ open }) => {
  const c = invoiceTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const get = async (url: string, personId = c.t.personIds.adult, actingFor: number | null = null) =>
    call(c.t, 'GET', url, { session: await sessionFor(c.t, personId, actingFor) });

  it('gives the patient’s paid invoice as a receipt PDF made from its rows', async () => {
    const invoice = await insertInvoice(c.database, c.t.personIds.adult, { status: 'paid', paidDate: '2026-11-22' });
    const response = await get(`/api/invoices/${invoice.id}/pdf?lang=fi`);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="kuitti-${invoice.invoiceNumber}.pdf"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(response.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');

    const read = await readPdf(response.rawPayload);
    expect(read.info).toMatchObject({ Title: `Kuitti ${invoice.invoiceNumber}`, Language: 'fi-FI', Author: 'Kajo' });
    for (const text of [
      'Kajo Kuitti',
      `Laskun numero ${invoice.invoiceNumber}`,
      'Maksupäivä 22.11.2026',
      'Maksaja Maija Testinen Mannerheimintie 5 00100 Helsinki',
      'Lääkärin vastaanottokäynti 20 min 22.11.2026 1 89,00 € 0 % 89,00 €',
      'Toimistomaksu 22.11.2026 1 14,90 € 0 % 14,90 €',
      'Yhteensä 103,90 €',
    ]) {
      expect(read.text).toContain(text);
    }
  });

  it('gives an unpaid invoice as an invoice, in the language and under the name asked for', async () => {
    const invoice = await insertInvoice(c.database, c.t.personIds.adult);
    const response = await get(`/api/invoices/${invoice.id}/pdf?lang=sv&filename=min_faktura-1.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('inline; filename="min_faktura-1.pdf"');
    expect((await readPdf(response.rawPayload)).info).toMatchObject({ Title: `Faktura ${invoice.invoiceNumber}`, Language: 'sv-FI' });
    // Finnish by default.
    const finnish = await get(`/api/invoices/${invoice.id}/pdf`);
    expect(finnish.headers['content-disposition']).toBe(`inline; filename="lasku-${invoice.invoiceNumber}.pdf"`);
  });

  it('answers another patient’s invoice, an unknown id and an invoice without a PDF exactly alike', async () => {
    const theirs = await insertInvoice(c.database, c.t.personIds.guardian);
    const noPdf = await insertInvoice(c.database, c.t.personIds.adult, { status: 'notAvailable', hasPdf: false });
    for (const id of [theirs.id, noPdf.id, 999_999_999]) {
      const response = await get(`/api/invoices/${id}/pdf?lang=fi`);
      expect([response.statusCode, response.headers['content-type'], response.json()]).toEqual([404, 'application/json; charset=utf-8', { type: 'NotFound' }]);
    }
    expect((await get(`/api/invoices/${theirs.id}/pdf`, c.t.personIds.guardian)).statusCode).toBe(200);
  });

  it('gives a guardian acting for a child the child’s invoice, naming the child, and no one else’s', async () => {
    const { guardian, child8, child13 } = c.t.personIds;
    const childs = await insertInvoice(c.database, child8, { buyerName: 'Ville Huoltaja' });
    const siblings = await insertInvoice(c.database, child13);

    const response = await get(`/api/invoices/${childs.id}/pdf?lang=en`, guardian, child8);
    expect(response.statusCode).toBe(200);
    const read = await readPdf(response.rawPayload);
    expect(read.text).toContain('Payer Ville Huoltaja');
    expect(read.text).toContain('Patient Aino Huoltaja');

    expect((await get(`/api/invoices/${siblings.id}/pdf`, guardian, child8)).statusCode).toBe(404);
    // Signed in as themselves, the guardian's own invoices only.
    expect((await get(`/api/invoices/${childs.id}/pdf`, guardian)).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const invoice = await insertInvoice(c.database, c.t.personIds.adult);
    expect((await call(c.t, 'GET', `/api/invoices/${invoice.id}/pdf`)).statusCode).toBe(401);
  });

  it('refuses a file name that is not a plain .pdf name, an unknown language and a bad id', async () => {
    const invoice = await insertInvoice(c.database, c.t.personIds.adult);
    for (const query of ['filename=a.exe', 'filename=..%2Fa.pdf', 'filename=a%22.pdf', 'filename=a%0D%0Ab.pdf', 'filename=.pdf', `filename=${'a'.repeat(81)}.pdf`, 'lang=de']) {
      const response = await get(`/api/invoices/${invoice.id}/pdf?${query}`);
      expect([query, response.statusCode, response.json<{ type: string }>().type]).toEqual([query, 400, 'ValidationError']);
    }
    for (const id of ['abc', '1.5', '1234567890']) expect((await get(`/api/invoices/${id}/pdf`)).statusCode).toBe(400);
  });
});
