import { PaymentCreatedSchema, PaymentResultSchema } from '@portal/invoices/contracts';
import { organisations, patients } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { configOf } from '@portal/shared/server';
import type { TestApp } from '@portal/shared/server/testing';
import { call, createTestApp, sessionFor } from '@portal/shared/server/testing';
import * as v from 'valibot';
import { invoicesServer } from '../index';
import { paytrailConfig } from './paytrail/paytrail-config';
import { insertInvoice, storedInvoice, storedPayments } from '../testing/invoice-fixtures';

/**
 * The composed invoices domain in development, as `npm start` runs it: without Paytrail
 * credentials the local stand-in plays Paytrail, reached in-process, and its signed redirect and
 * callback mark the invoice paid.
 */
describe.each(testDatabases)('paying through the local Paytrail stand-in on $name', ({ open }) => {
  let t: TestApp;
  beforeAll(async () => {
    const database = await open();
    await database.db.insert(organisations).values([{ id: 'general', internalOrganization: 'KAJO', name: 'Kajo', cancellationHours: 24 }]);
    t = await createTestApp({ database, domains: [invoicesServer] });
  });
  afterAll(() => t.close());

  it('creates the payment, lets the payer choose ok, and the signed outcome marks the invoice paid once', async () => {
    expect(configOf(t.config, paytrailConfig).standIn).toBe(true);
    const patientId = t.personIds.adult;
    await t.database.db.update(patients).set({ email: 'maija.testinen@example.com' });
    const invoice = await insertInvoice(t.database, patientId, { payableOnlineUntil: new Date(Date.now() + 86_400_000) });
    const session = await sessionFor(t, patientId);

    const created = await call(t, 'POST', '/api/payments/', { session, body: { invoiceNumber: invoice.invoiceNumber, language: 'EN' } });
    const { providers, terms } = v.parse(PaymentCreatedSchema, created.json());
    // The stand-in links its terms on this plain-HTTP test origin; only https: links survive the allow-list, the text stays.
    expect(terms).toBe('By continuing you accept the terms of payment.');
    const provider = providers.find((candidate) => candidate.id === 'nordea');
    if (!provider) throw new Error('the stand-in offers no Nordea');

    // The portal posts the provider's form; the payer picks 'ok' on the provider's page.
    const form = Object.fromEntries(provider.parameters.map((parameter) => [parameter.name, parameter.value]));
    const page = await t.app.inject({ method: 'POST', url: new URL(provider.url).pathname, payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(page.statusCode).toBe(200);
    const completed = await t.app.inject({
      method: 'POST',
      url: `${new URL(provider.url).pathname}/complete`,
      payload: new URLSearchParams({ ...form, status: 'ok' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(completed.statusCode).toBe(303);
    const redirect = new URL(String(completed.headers.location));
    expect(redirect.pathname).toBe(`/en/payment/${invoice.id}`);

    // The portal's result page hands the redirect's query to the API.
    const result = await call(t, 'POST', '/api/payments/result', { session, body: Object.fromEntries(redirect.searchParams) });
    expect(v.parse(PaymentResultSchema, result.json())).toMatchObject({ status: 'ok' });
    expect(await storedInvoice(t.database, invoice.id)).toMatchObject({ status: 'paid' });
    expect((await storedPayments(t.database, invoice.id)).map((payment) => payment.status)).toEqual(['ok']);
  });
});
