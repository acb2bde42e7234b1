import { GoodSignInvoiceResponseSchema, InvoicesListSchema, InvoiceSummaryResponseSchema, VisitFeesSchema } from '@portal/invoices/contracts';
import { patients } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { call, insertAppointment, NOW, sessionFor } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { insertInvoice, invoiceTestApp } from '../testing/invoice-fixtures';

const day = 86_400_000;

describe.each(testDatabases)('reading invoices on $name', ({ open }) => {
  const c = invoiceTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const get = async (url: string, personId = c.t.personIds.adult, actingFor: number | null = null) =>
    call(c.t, 'GET', url, { session: await sessionFor(c.t, personId, actingFor) });

  describe('GET /api/payments/invoices-list', () => {
    const list = async (query: string, personId?: number, actingFor?: number | null) => {
      const response = await get(`/api/payments/invoices-list?${query}`, personId, actingFor);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return v.parse(InvoicesListSchema, response.json());
    };

    it('lists the patient’s invoices newest first, 10 a page, with the total', async () => {
      const { adult, guardian } = c.t.personIds;
      const created = [];
      for (let n = 0; n < 12; n++) {
        created.push(await insertInvoice(c.database, adult, { creationDate: `2026-11-${String(n + 1).padStart(2, '0')}`, description: `Käynti ${n + 1}` }));
      }
      await insertInvoice(c.database, guardian);

      const first = await list('lang=fi&page=0');
      expect(first).toMatchObject({ page: 0, pageSize: 10, totalCount: 12 });
      expect(first.invoices.map((invoice) => invoice.description)).toEqual(Array.from({ length: 10 }, (_, i) => `Käynti ${12 - i}`));
      const second = await list('lang=fi&page=1&csrfToken=ignored');
      expect(second.invoices.map((invoice) => invoice.description)).toEqual(['Käynti 2', 'Käynti 1']);
      expect((await list('page=2')).invoices).toEqual([]);
      // The first page by default.
      expect((await list('lang=en')).invoices).toHaveLength(10);

      const newest = created[11];
      expect(first.invoices[0]).toEqual({
        id: newest?.id,
        invoiceNumber: newest?.invoiceNumber,
        creditedInvoiceNumber: null,
        status: 'open',
        source: 'GoodSignInvoice',
        description: 'Käynti 12',
        creationDate: '2026-11-12',
        dueDate: '2026-12-06',
        sumCents: 10_390,
        hasPdf: true,
        canBePaidOnline: true,
      });
    });

    it('keeps invoices of one day in a stable order across pages', async () => {
      for (let n = 0; n < 11; n++) await insertInvoice(c.database, c.t.personIds.adult);
      const ids = [...(await list('page=0')).invoices, ...(await list('page=1')).invoices].map((invoice) => invoice.id);
      expect(new Set(ids).size).toBe(11);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('offers online payment only while the invoice is open to it', async () => {
      const { adult } = c.t.personIds;
      await insertInvoice(c.database, adult, { description: 'window open' });
      await insertInvoice(c.database, adult, { description: 'window passed', payableOnlineUntil: new Date(NOW.getTime() - 1) });
      await insertInvoice(c.database, adult, { description: 'not offered', canBePaidOnline: false });
      await insertInvoice(c.database, adult, { description: 'paid', status: 'paid', paidDate: '2026-11-22' });
      await insertInvoice(c.database, adult, { description: 'no deadline', source: 'CustomerInvoice', payableOnlineUntil: null });
      const payable = Object.fromEntries((await list('page=0')).invoices.map((invoice) => [invoice.description, invoice.canBePaidOnline]));
      expect(payable).toEqual({ 'window open': true, 'window passed': false, 'not offered': false, paid: false, 'no deadline': true });
    });

    it('shows a guardian acting for a child the child’s invoices, and only theirs', async () => {
      const { guardian, child8, child13 } = c.t.personIds;
      await insertInvoice(c.database, child8, { description: 'Aino' });
      await insertInvoice(c.database, child13, { description: 'Eetu' });
      await insertInvoice(c.database, guardian, { description: 'Ville' });
      expect((await list('page=0', guardian, child8)).invoices.map((invoice) => invoice.description)).toEqual(['Aino']);
      expect((await list('page=0', guardian)).invoices.map((invoice) => invoice.description)).toEqual(['Ville']);
    });

    it('refuses a bad page and needs a session', async () => {
      expect((await get('/api/payments/invoices-list?page=-1')).statusCode).toBe(400);
      expect((await get('/api/payments/invoices-list?page=x')).statusCode).toBe(400);
      expect((await call(c.t, 'GET', '/api/payments/invoices-list')).statusCode).toBe(401);
    });
  });

  describe('GET /api/invoices/invoice-summary', () => {
    it('answers the list fields, the paid date and the rows', async () => {
      const invoice = await insertInvoice(c.database, c.t.personIds.adult, { status: 'paid', paidDate: '2026-11-22', creditedInvoiceNumber: '41000001,41000002' });
      const response = await get(`/api/invoices/invoice-summary?invoiceId=${invoice.id}&lang=sv`);
      expect(response.statusCode).toBe(200);
      const { data } = v.parse(InvoiceSummaryResponseSchema, response.json());
      expect(data.invoice).toMatchObject({ id: invoice.id, status: 'paid', paidDate: '2026-11-22', creditedInvoiceNumber: '41000001,41000002', canBePaidOnline: false });
      expect(data.invoice.rows).toEqual([
        { description: 'Lääkärin vastaanottokäynti 20 min', count: 1, unitPriceCents: 8900, date: '2026-11-22', vatPercentage: 0 },
        { description: 'Toimistomaksu', count: 1, unitPriceCents: 1490, date: '2026-11-22', vatPercentage: 0 },
      ]);
    });

    it('answers another patient’s invoice exactly as a missing one', async () => {
      const other = await insertInvoice(c.database, c.t.personIds.guardian);
      const theirs = await get(`/api/invoices/invoice-summary?invoiceId=${other.id}&lang=fi`);
      const missing = await get(`/api/invoices/invoice-summary?invoiceId=999999&lang=fi`);
      expect([theirs.statusCode, theirs.json()]).toEqual([404, { type: 'NotFound' }]);
      expect([missing.statusCode, missing.json()]).toEqual([404, { type: 'NotFound' }]);
      expect((await get(`/api/invoices/invoice-summary?invoiceId=${other.id}`, c.t.personIds.guardian)).statusCode).toBe(200);
    });

    it('refuses an id that is not a number or too long for one', async () => {
      for (const invoiceId of ['abc', '9999999999', '']) {
        expect((await get(`/api/invoices/invoice-summary?invoiceId=${invoiceId}`)).statusCode).toBe(400);
      }
    });
  });

  describe('GET /api/payments/good-sign-invoice', () => {
    const goodSign = async (invoiceNumber: string, personId?: number, actingFor?: number | null) => {
      const response = await get(`/api/payments/good-sign-invoice?invoiceNumber=${invoiceNumber}`, personId, actingFor);
      expect(response.statusCode).toBe(200);
      return v.parse(GoodSignInvoiceResponseSchema, response.json());
    };

    it('answers the pay page’s invoice with Open or Paid', async () => {
      const open = await insertInvoice(c.database, c.t.personIds.adult);
      expect(await goodSign(open.invoiceNumber)).toEqual({
        data: {
          invoice: {
            invoiceNumber: open.invoiceNumber,
            sumCents: 10_390,
            status: 'Open',
            paidDate: null,
            creationDate: '2026-11-22',
            dueDate: '2026-12-06',
            payableOnlineUntil: new Date(NOW.getTime() + 4 * day).toISOString(),
            buyerName: 'Maija Testinen',
            buyerAddress: { street: 'Mannerheimintie 5', postalCode: '00100', postOffice: 'Helsinki' },
            rows: [
              { description: 'Lääkärin vastaanottokäynti 20 min', count: 1, unitPriceCents: 8900, date: '2026-11-22', vatPercentage: 0 },
              { description: 'Toimistomaksu', count: 1, unitPriceCents: 1490, date: '2026-11-22', vatPercentage: 0 },
            ],
            canBePaidOnline: true,
          },
          payerEmailValid: true,
        },
      });
      const paid = await insertInvoice(c.database, c.t.personIds.adult, { status: 'paid', paidDate: '2026-11-22', buyerStreet: null });
      expect((await goodSign(paid.invoiceNumber)).data.invoice).toMatchObject({ status: 'Paid', paidDate: '2026-11-22', buyerAddress: null, canBePaidOnline: false });
    });

    it('answers an empty data for another patient’s invoice and a missing one alike', async () => {
      const other = await insertInvoice(c.database, c.t.personIds.guardian);
      expect(await goodSign(other.invoiceNumber)).toEqual({ data: { payerEmailValid: true } });
      expect(await goodSign('123')).toEqual({ data: { payerEmailValid: true } });
    });

    it('lets a guardian acting for a child see the child’s invoice', async () => {
      const { guardian, child8 } = c.t.personIds;
      const childs = await insertInvoice(c.database, child8);
      expect((await goodSign(childs.invoiceNumber, guardian, child8)).data.invoice?.invoiceNumber).toBe(childs.invoiceNumber);
      expect(await goodSign(childs.invoiceNumber, guardian)).toEqual({ data: { payerEmailValid: true } });
    });

    it('says whether the patient’s e-mail on record lets the pay page show the payment form', async () => {
      const { adult } = c.t.personIds;
      const open = await insertInvoice(c.database, adult);
      for (const [email, valid] of [
        ['maija.testinen@example.com', true],
        [null, false],
        ['maija.testinen@example', false],
        ['not an e-mail', false],
      ] as const) {
        await c.database.db.update(patients).set({ email }).where(eq(patients.personId, adult));
        expect((await goodSign(open.invoiceNumber)).data.payerEmailValid).toBe(valid);
      }
    });

    it('refuses an invoice number that is not a number', async () => {
      expect((await get('/api/payments/good-sign-invoice?invoiceNumber=abc')).statusCode).toBe(400);
      expect((await get('/api/payments/good-sign-invoice')).statusCode).toBe(400);
    });
  });

  describe('GET /api/payments/visit-fees', () => {
    const visitFees = async (personId?: number, actingFor?: number | null) => {
      const response = await get('/api/payments/visit-fees?lang=fi', personId, actingFor);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return v.parse(VisitFeesSchema, response.json()).visitFees;
    };

    it('lists the visit fees payable online now, the one closing soonest first, with the visit’s start', async () => {
      const { adult, guardian } = c.t.personIds;
      const visitStart = new Date(NOW.getTime() - day);
      const appointmentId = await insertAppointment(c.database, { startDate: visitStart, reservedByPatientId: adult });
      const later = await insertInvoice(c.database, adult, { appointmentId });
      const sooner = await insertInvoice(c.database, adult, { payableOnlineUntil: new Date(NOW.getTime() + day) });
      // Not visit fees now: past the window, paid, not offered online, an invoice of another kind, someone else's.
      await insertInvoice(c.database, adult, { payableOnlineUntil: new Date(NOW.getTime() - 1) });
      await insertInvoice(c.database, adult, { status: 'paid', paidDate: '2026-11-22' });
      await insertInvoice(c.database, adult, { canBePaidOnline: false });
      await insertInvoice(c.database, adult, { source: 'CustomerInvoice', payableOnlineUntil: null });
      await insertInvoice(c.database, guardian);

      const fees = await visitFees();
      expect(fees.map((fee) => fee.invoiceNumber)).toEqual([sooner.invoiceNumber, later.invoiceNumber]);
      expect(fees[1]).toMatchObject({
        id: later.id,
        sumCents: 10_390,
        canBePaidOnline: true,
        payableOnlineUntil: new Date(NOW.getTime() + 4 * day).toISOString(),
        visitStart: visitStart.toISOString(),
      });
      expect(fees[0]?.visitStart).toBeNull();
    });

    it('answers a guardian acting for a child with the child’s fees, and needs a session', async () => {
      const { guardian, child8 } = c.t.personIds;
      const childs = await insertInvoice(c.database, child8);
      expect((await visitFees(guardian, child8)).map((fee) => fee.invoiceNumber)).toEqual([childs.invoiceNumber]);
      expect(await visitFees(guardian)).toEqual([]);
      expect((await call(c.t, 'GET', '/api/payments/visit-fees')).statusCode).toBe(401);
    });
  });
});
