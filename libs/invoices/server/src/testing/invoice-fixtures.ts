import { anInvoice } from '@portal/invoices/contracts/testing';
import type { DatabaseHandle } from '@portal/shared/db';
import { invoiceRows, invoices, patients, payments } from '@portal/shared/db';
import type { DomainPlugin } from '@portal/shared/server';
import { configOf } from '@portal/shared/server';
import type { DomainTestApp } from '@portal/shared/server/testing';
import { domainTestApp, insertCatalogue, NOW } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import { createInvoicesServer } from '../index';
import type { PaytrailPayment, PaytrailPaymentRequest } from '../lib/paytrail/client';
import { createPaytrailClient } from '../lib/paytrail/client';
import { paytrailConfig, paytrailTestMerchant } from '../lib/paytrail/paytrail-config';
import { hasValidSignature, paytrailSignature } from '../lib/paytrail/signature';

/** The development and test merchant: what `testConfig()` configures (the stand-in's credentials). */
/** Production requires a real Paytrail merchant; tests get Paytrail's public test merchant at an address that never answers. */
export const productionPaytrail = {
  PAYTRAIL_BASE_URL: 'https://services.paytrail.test',
  PAYTRAIL_ACCOUNT: paytrailTestMerchant.account,
  PAYTRAIL_SECRET: paytrailTestMerchant.secret,
};

export const PAYTRAIL_ACCOUNT = paytrailTestMerchant.account;
export const PAYTRAIL_SECRET = paytrailTestMerchant.secret;

/** A payment of 45.50 euros as the API asks Paytrail for one (one unit at the total, VAT 0), its addresses on `origin`. */
export function examplePaymentRequest(origin: string): PaytrailPaymentRequest {
  return {
    stamp: 'invoice-1001-attempt-1',
    reference: '1001',
    amount: 4550,
    currency: 'EUR',
    language: 'FI',
    items: [{ unitPrice: 4550, units: 1, vatPercentage: 0, productCode: 'invoice-1001' }],
    customer: { email: 'laura@example.com' },
    redirectUrls: { success: `${origin}/fi/maksu/1001`, cancel: `${origin}/fi/maksu/1001` },
    callbackUrls: { success: `${origin}/api/payments/callback`, cancel: `${origin}/api/payments/callback` },
  };
}

export const TERMS = 'By paying you accept <a href="https://www.paytrail.com/en/payment-terms" onclick="x()">the terms</a>.<script>alert(1)</script>';

const providers: PaytrailPayment['providers'] = [
  {
    id: 'nordea',
    name: 'Nordea',
    group: 'bank',
    url: 'https://pay.paytrail.test/nordea',
    icon: 'https://pay.paytrail.test/nordea.png',
    svg: 'https://pay.paytrail.test/nordea.svg',
    parameters: [{ name: 'SIGNATURE', value: 'abc' }],
  },
];

export interface PaymentService {
  fetch: typeof fetch;
  /** Every payment asked for, as Paytrail received it. */
  requests: PaytrailPaymentRequest[];
  /** Answers with this status (signed) instead of 201 while set. */
  refuseWith: number | null;
}

/**
 * Paytrail's `POST /payments` as a fetch double: refuses a request whose signature does not hold
 * under the merchant's secret and signs its answer with the same secret, as Paytrail does.
 */
export function paymentService(): PaymentService {
  const service: PaymentService = {
    requests: [],
    refuseWith: null,
    fetch: (async (_url: string | URL | Request, init?: RequestInit) => {
      const headers = init?.headers as Record<string, string>;
      const body = String(init?.body);
      const valid = hasValidSignature(PAYTRAIL_SECRET, headers, body, headers['signature']);
      if (valid) service.requests.push(JSON.parse(body) as PaytrailPaymentRequest);
      const status = valid ? (service.refuseWith ?? 201) : 401;
      const payment: PaytrailPayment = { transactionId: `t-${service.requests.length}`, href: 'https://pay.paytrail.test/pay', terms: TERMS, providers };
      const text = JSON.stringify(status === 201 ? payment : { status: 'error', message: 'Refused' });
      const answerHeaders = { 'checkout-account': PAYTRAIL_ACCOUNT, 'checkout-algorithm': 'sha256', 'checkout-request-id': 'r-1' };
      return new Response(text, {
        status,
        headers: { ...answerHeaders, 'content-type': 'application/json', signature: paytrailSignature(PAYTRAIL_SECRET, answerHeaders, text) },
      });
    }) as typeof fetch,
  };
  return service;
}

/** The invoices domain with the real Paytrail client over the service double. */
export function invoicesWith(service: PaymentService): DomainPlugin {
  return createInvoicesServer({
    paytrailClient: ({ config, now }) => createPaytrailClient({ ...configOf(config, paytrailConfig), fetch: service.fetch, now }),
  });
}

/** The parameters of a redirect or callback as Paytrail signs them. */
export function signedOutcome(
  values: { stamp: string; amount: number; status: 'ok' | 'fail' | 'pending' | 'delayed'; reference?: string },
  secret = PAYTRAIL_SECRET,
): Record<string, string> {
  const params: Record<string, string> = {
    'checkout-account': PAYTRAIL_ACCOUNT,
    'checkout-algorithm': 'sha256',
    'checkout-amount': String(values.amount),
    'checkout-stamp': values.stamp,
    'checkout-reference': values.reference ?? values.stamp.split('-')[0] ?? '',
    'checkout-transaction-id': `t-${values.stamp}`,
    'checkout-status': values.status,
    'checkout-provider': 'nordea',
  };
  return { ...params, signature: paytrailSignature(secret, params) };
}

export type InvoiceInsert = typeof invoices.$inferInsert;

let invoiceCounter = 0;

/**
 * An open invoice of `patientId`, payable online until four days from NOW, with two rows: 103.90 EUR.
 * Its status, source, sum and flags are those of `anInvoice()` of the contracts' testing entry
 * point; its number is new for each invoice (the column is unique), its dates are relative to the
 * test clock and its description and rows are in Finnish, as the server's tests expect them.
 */
export async function insertInvoice(database: DatabaseHandle, patientId: number, values: Partial<InvoiceInsert> = {}): Promise<typeof invoices.$inferSelect> {
  invoiceCounter += 1;
  const { creditedInvoiceNumber, status, source, sumCents, hasPdf, canBePaidOnline } = anInvoice();
  const [row] = await database.db
    .insert(invoices)
    .values({
      patientId,
      organisationId: 'general',
      invoiceNumber: String(41_900_000 + invoiceCounter),
      creditedInvoiceNumber,
      status,
      source,
      delivery: 'Email',
      description: 'Lääkärin vastaanotto',
      creationDate: '2026-11-22',
      dueDate: '2026-12-06',
      payableOnlineUntil: new Date(NOW.getTime() + 4 * 86_400_000),
      sumCents,
      hasPdf,
      canBePaidOnline,
      buyerName: 'Maija Testinen',
      buyerStreet: 'Mannerheimintie 5',
      buyerPostalCode: '00100',
      buyerPostOffice: 'Helsinki',
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  if (row.source === 'GoodSignInvoice') {
    await database.db.insert(invoiceRows).values([
      { invoiceId: row.id, position: 1, description: 'Lääkärin vastaanottokäynti 20 min', count: 1, unitPriceCents: 8900, date: row.creationDate, vatPercentage: 0 },
      { invoiceId: row.id, position: 2, description: 'Toimistomaksu', count: 1, unitPriceCents: 1490, date: row.creationDate, vatPercentage: 0 },
    ]);
  }
  return row;
}

export async function storedInvoice(database: DatabaseHandle, id: number) {
  const [row] = await database.db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

export async function storedPayments(database: DatabaseHandle, invoiceId: number) {
  return database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId)).orderBy(payments.id);
}

export interface InvoiceTestApp extends DomainTestApp {
  service: PaymentService;
}

/**
 * The invoices domain (with the Paytrail double) on a database of its own with the demo catalogue
 * (organisations for invoices, clinics and practitioners for visits) and the fixture persons;
 * before each test no invoices (payments and rows go with them), valid e-mails for the fixture
 * patients and a double with no requests or refusal.
 */
export function invoiceTestApp(open: () => Promise<DatabaseHandle>): InvoiceTestApp {
  const service = paymentService();
  const app = domainTestApp(open, {
    domains: [invoicesWith(service)],
    prepare: insertCatalogue,
    clear: [invoices],
    reset: async (t) => {
      service.requests.length = 0;
      service.refuseWith = null;
      await t.database.db.update(patients).set({ email: 'maija.testinen@example.com' });
    },
  });
  return Object.assign(app, { service });
}
