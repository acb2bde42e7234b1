/**
 * The invoices domain's test data, one copy for every layer: contract objects for the feature's
 * tests, and the defaults of the server's database fixture (`insertInvoice` takes an open,
 * payable invoice's status, source, sum and flags from `anInvoice()`). Test code only
 * (`src/testing/**`).
 */
import type { GoodSignInvoice, GoodSignInvoiceResponse, InvoiceListItem, InvoicesList, InvoiceSummary, PaymentCreated, PaymentProvider, VisitFee } from '../index';

/** An open invoice of the payment system that can be paid online; override what a test is about. */
export function anInvoice(overrides: Partial<InvoiceListItem> = {}): InvoiceListItem {
  return {
    id: 7,
    invoiceNumber: '41000007',
    creditedInvoiceNumber: null,
    status: 'open',
    source: 'GoodSignInvoice',
    description: 'Doctor’s appointment',
    creationDate: '2026-11-20',
    dueDate: '2026-12-04',
    sumCents: 10390,
    hasPdf: true,
    canBePaidOnline: true,
    ...overrides,
  };
}

/** One page of the list: `invoices` on page `page` of `totalCount`. */
export function anInvoicesList(invoices: InvoiceListItem[], overrides: Partial<Omit<InvoicesList, 'invoices'>> = {}): InvoicesList {
  return { invoices, page: 0, pageSize: 10, totalCount: invoices.length, ...overrides };
}

export function aSummary(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    ...anInvoice(),
    paidDate: null,
    rows: [
      { description: 'Doctor’s appointment 20 min', count: 1, unitPriceCents: 8900, date: '2026-11-20', vatPercentage: 0 },
      { description: 'Office fee', count: 1, unitPriceCents: 1490, date: '2026-11-20', vatPercentage: 25.5 },
    ],
    ...overrides,
  };
}

/** The pay page's invoice: open and payable online until 24.11.2026 23:59 in Helsinki. */
export function aGoodSignInvoice(overrides: Partial<GoodSignInvoice> = {}): GoodSignInvoice {
  return {
    invoiceNumber: '41000007',
    sumCents: 10390,
    status: 'Open',
    paidDate: null,
    creationDate: '2026-11-20',
    dueDate: '2026-12-04',
    // 23:59 in Helsinki (UTC+2 in winter).
    payableOnlineUntil: '2026-11-24T21:59:00.000Z',
    buyerName: 'Maija Meikäläinen',
    buyerAddress: { street: 'Mannerheimintie 1 A 2', postalCode: '00100', postOffice: 'Helsinki' },
    rows: [{ description: 'Doctor’s appointment 20 min', count: 1, unitPriceCents: 10390, date: '2026-11-20', vatPercentage: 0 }],
    canBePaidOnline: true,
    ...overrides,
  };
}

/** `null`: the answer for an invoice that is not found. */
export function aGoodSignResponse(invoice: GoodSignInvoice | null = aGoodSignInvoice(), payerEmailValid = true): GoodSignInvoiceResponse {
  return { data: invoice ? { invoice, payerEmailValid } : { payerEmailValid } };
}

export function aProvider(overrides: Partial<PaymentProvider> = {}): PaymentProvider {
  return {
    id: 'osuuspankki',
    name: 'OP',
    url: 'https://pay.example.test/op',
    svg: 'https://pay.example.test/op.svg',
    parameters: [
      { name: 'ACTION_ID', value: '701' },
      { name: 'VERSION', value: '1' },
    ],
    ...overrides,
  };
}

export function aPaymentCreated(overrides: Partial<PaymentCreated> = {}): PaymentCreated {
  return {
    terms: 'By continuing you accept the <a href="https://www.paytrail.com/terms">terms of payment service</a>.',
    providers: [aProvider(), aProvider({ id: 'nordea', name: 'Nordea', url: 'https://pay.example.test/nordea', svg: 'https://pay.example.test/nordea.svg' })],
    ...overrides,
  };
}

export function aVisitFee(overrides: Partial<VisitFee> = {}): VisitFee {
  return {
    ...anInvoice({ id: 9, invoiceNumber: '41000009', description: 'Video appointment' }),
    payableOnlineUntil: '2026-11-24T21:59:00.000Z',
    visitStart: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}
