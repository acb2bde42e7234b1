import { PaymentCreationResponseSchema } from '@portal/invoices/contracts';
import { patients } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { call, NOW, sessionFor } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { insertInvoice, invoiceTestApp, storedPayments } from '../testing/invoice-fixtures';

describe.each(testDatabases)('POST /api/payments/ on $name', ({ open }) => {
  const c = invoiceTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const pay = async (body: unknown, personId = c.t.personIds.adult, actingFor: number | null = null) => {
    const response = await call(c.t, 'POST', '/api/payments/', { session: await sessionFor(c.t, personId, actingFor), body });
    expect(response.statusCode).toBe(200);
    return v.parse(PaymentCreationResponseSchema, response.json());
  };

  it('asks Paytrail for the invoice’s own sum as one unit at VAT 0, and answers the providers and sanitized terms', async () => {
    const invoice = await insertInvoice(c.database, c.t.personIds.adult);
    const answer = await pay({ invoiceNumber: invoice.invoiceNumber, language: 'SV' });
    expect(answer).toEqual({
      terms: 'By paying you accept <a href="https://www.paytrail.com/en/payment-terms">the terms</a>.',
      providers: [{ id: 'nordea', name: 'Nordea', url: 'https://pay.paytrail.test/nordea', svg: 'https://pay.paytrail.test/nordea.svg', parameters: [{ name: 'SIGNATURE', value: 'abc' }] }],
    });

    const [request] = c.service.requests;
    const [payment] = await storedPayments(c.database, invoice.id);
    expect(request).toEqual({
      stamp: payment?.reference,
      reference: invoice.invoiceNumber,
      amount: 10_390,
      currency: 'EUR',
      language: 'SV',
      items: [{ unitPrice: 10_390, units: 1, vatPercentage: 0, productCode: invoice.invoiceNumber }],
      customer: { email: 'maija.testinen@example.com' },
      redirectUrls: { success: `http://portal.test/sv/betalning/${invoice.id}`, cancel: `http://portal.test/sv/betalning/${invoice.id}` },
      callbackUrls: { success: 'http://portal.test/api/payments/callback', cancel: 'http://portal.test/api/payments/callback' },
    });
    expect(payment).toMatchObject({ amountCents: 10_390, status: 'pending', createdAt: NOW, completedAt: null });
    expect(payment?.reference).toMatch(new RegExp(`^${invoice.invoiceNumber}-[0-9a-f-]{36}$`));
  });

  it('uses a new stamp for every attempt', async () => {
    const invoice = await insertInvoice(c.database, c.t.personIds.adult);
    await pay({ invoiceNumber: invoice.invoiceNumber, language: 'FI' });
    await pay({ invoiceNumber: invoice.invoiceNumber, language: 'FI' });
    const stamps = (await storedPayments(c.database, invoice.id)).map((payment) => payment.reference);
    expect(new Set(stamps).size).toBe(2);
    expect(c.service.requests.map((request) => request.stamp)).toEqual(stamps);
    expect(c.service.requests[0]?.redirectUrls.success).toBe(`http://portal.test/fi/maksu/${invoice.id}`);
  });

  it('answers a retry with the same idempotency key with the first payment, creating no second one', async () => {
    const invoice = await insertInvoice(c.database, c.t.personIds.adult);
    const session = await sessionFor(c.t, c.t.personIds.adult);
    const body = { invoiceNumber: invoice.invoiceNumber, language: 'FI' };
    const first = await call(c.t, 'POST', '/api/payments/', { session, body, idempotencyKey: 'payment-retry-0123456789a' });
    const retry = await call(c.t, 'POST', '/api/payments/', { session, body, idempotencyKey: 'payment-retry-0123456789a' });
    expect(first.statusCode).toBe(200);
    expect([retry.statusCode, retry.json()]).toEqual([200, first.json()]);
    expect(await storedPayments(c.database, invoice.id)).toHaveLength(1);
    expect(c.service.requests).toHaveLength(1);
  });

  it('refuses a request that names an amount, items or anything else: they come from the invoice', async () => {
    const invoice = await insertInvoice(c.database, c.t.personIds.adult);
    const session = await sessionFor(c.t, c.t.personIds.adult);
    for (const extra of [{ amount: 1 }, { items: [{ unitPrice: 1, units: 1, vatPercentage: 0, productCode: 'x' }] }, { reference: '1' }, { customer: { email: 'x@example.com' } }]) {
      const response = await call(c.t, 'POST', '/api/payments/', { session, body: { invoiceNumber: invoice.invoiceNumber, language: 'FI', ...extra } });
      expect([response.statusCode, (response.json() as { type: string }).type]).toEqual([400, 'ValidationError']);
    }
    expect(await storedPayments(c.database, invoice.id)).toEqual([]);
    expect(c.service.requests).toEqual([]);
  });

  it('needs the csrf token (403) and a session (401)', async () => {
    const invoice = await insertInvoice(c.database, c.t.personIds.adult);
    const body = { invoiceNumber: invoice.invoiceNumber, language: 'FI' };
    const noCsrf = await call(c.t, 'POST', '/api/payments/', { session: await sessionFor(c.t, c.t.personIds.adult), body, csrf: false });
    expect([noCsrf.statusCode, noCsrf.json()]).toEqual([403, { type: 'Forbidden', reason: 'csrf' }]);
    expect((await call(c.t, 'POST', '/api/payments/', { body })).statusCode).toBe(401);
    expect(await storedPayments(c.database, invoice.id)).toEqual([]);
  });

  it('answers invoiceNotFound for another patient’s invoice exactly as for a missing one, creating nothing', async () => {
    const other = await insertInvoice(c.database, c.t.personIds.guardian);
    expect(await pay({ invoiceNumber: other.invoiceNumber, language: 'FI' })).toEqual({ type: 'invoiceNotFound' });
    expect(await pay({ invoiceNumber: '999', language: 'FI' })).toEqual({ type: 'invoiceNotFound' });
    expect(await storedPayments(c.database, other.id)).toEqual([]);
    expect(c.service.requests).toEqual([]);
  });

  it('answers invoiceAlreadyPaid for a paid invoice', async () => {
    const paid = await insertInvoice(c.database, c.t.personIds.adult, { status: 'paid', paidDate: '2026-11-22', canBePaidOnline: true });
    expect(await pay({ invoiceNumber: paid.invoiceNumber, language: 'FI' })).toEqual({ type: 'invoiceAlreadyPaid' });
    expect(c.service.requests).toEqual([]);
  });

  it('answers invoiceSumNotValid for an invoice not payable online: not offered, past its window, or nothing to pay', async () => {
    const { adult } = c.t.personIds;
    const invoices = [
      await insertInvoice(c.database, adult, { canBePaidOnline: false }),
      await insertInvoice(c.database, adult, { payableOnlineUntil: new Date(NOW.getTime() - 1) }),
      await insertInvoice(c.database, adult, { status: 'refunded', sumCents: -10_390, canBePaidOnline: true }),
    ];
    for (const invoice of invoices) expect(await pay({ invoiceNumber: invoice.invoiceNumber, language: 'FI' })).toEqual({ type: 'invoiceSumNotValid' });
    expect(c.service.requests).toEqual([]);
  });

  it('answers customerNotFound while the patient has no e-mail that passes the check', async () => {
    const invoice = await insertInvoice(c.database, c.t.personIds.adult);
    for (const email of [null, 'not an e-mail', 'maija@xn--esimerkki-5za.fi']) {
      await c.database.db.update(patients).set({ email }).where(eq(patients.personId, c.t.personIds.adult));
      expect(await pay({ invoiceNumber: invoice.invoiceNumber, language: 'FI' })).toEqual({ type: 'customerNotFound' });
    }
    expect(c.service.requests).toEqual([]);
  });

  it('answers unknownError and fails the attempt when Paytrail refuses the payment', async () => {
    const invoice = await insertInvoice(c.database, c.t.personIds.adult);
    c.service.refuseWith = 400;
    expect(await pay({ invoiceNumber: invoice.invoiceNumber, language: 'EN' })).toEqual({ type: 'unknownError' });
    expect(await storedPayments(c.database, invoice.id)).toMatchObject([{ status: 'fail', completedAt: NOW }]);
  });

  it('lets a guardian acting for a child pay the child’s invoice with the child’s e-mail on record', async () => {
    const { guardian, child8 } = c.t.personIds;
    const childs = await insertInvoice(c.database, child8, { organisationId: 'children' });
    await c.database.db.update(patients).set({ email: 'aino.huoltaja@example.com' }).where(eq(patients.personId, child8));
    expect(await pay({ invoiceNumber: childs.invoiceNumber, language: 'FI' }, guardian)).toEqual({ type: 'invoiceNotFound' });
    expect(await pay({ invoiceNumber: childs.invoiceNumber, language: 'FI' }, guardian, child8)).toHaveProperty('providers');
    expect(c.service.requests.map((request) => request.customer.email)).toEqual(['aino.huoltaja@example.com']);
  });
});
