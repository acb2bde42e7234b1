import * as v from 'valibot';
import {
  GoodSignInvoiceResponseSchema,
  InvoicesListQuerySchema,
  PaymentCreationRequestSchema,
  PaymentCreationResponseSchema,
  PaymentResultRequestSchema,
  PaymentResultSchema,
} from './invoices';

describe('invoice contracts', () => {
  it('reads the list page from the query, the first one by default', () => {
    expect(v.parse(InvoicesListQuerySchema, {})).toEqual({ lang: 'fi', page: 0 });
    expect(v.parse(InvoicesListQuerySchema, { lang: 'sv', page: '3', csrfToken: 'x' })).toEqual({ lang: 'sv', page: 3 });
    for (const page of ['-1', '1.5', 'x', '']) expect(v.safeParse(InvoicesListQuerySchema, { page }).success).toBe(false);
  });

  it('takes only the invoice number and the language for a payment: never an amount', () => {
    expect(v.parse(PaymentCreationRequestSchema, { invoiceNumber: '41000001', language: 'FI' })).toEqual({ invoiceNumber: '41000001', language: 'FI' });
    for (const body of [
      { invoiceNumber: '41000001', language: 'FI', amount: 100 },
      { invoiceNumber: '41000001', language: 'fi' },
      { invoiceNumber: '4100-0001', language: 'FI' },
      { language: 'FI' },
    ]) {
      expect(v.safeParse(PaymentCreationRequestSchema, body).success).toBe(false);
    }
  });

  it('tells a created payment from a refusal', () => {
    expect(v.parse(PaymentCreationResponseSchema, { terms: 't', providers: [] })).toEqual({ terms: 't', providers: [] });
    expect(v.parse(PaymentCreationResponseSchema, { type: 'invoiceAlreadyPaid' })).toEqual({ type: 'invoiceAlreadyPaid' });
    expect(v.safeParse(PaymentCreationResponseSchema, { type: 'success' }).success).toBe(false);
  });

  it('answers the pay page’s invoice or nothing', () => {
    expect(v.parse(GoodSignInvoiceResponseSchema, { data: { payerEmailValid: false } })).toEqual({ data: { payerEmailValid: false } });
    expect(v.is(GoodSignInvoiceResponseSchema, { data: {} })).toBe(false);
  });

  it('takes the redirect’s query as strings, and a result with the payment’s status', () => {
    expect(v.safeParse(PaymentResultRequestSchema, { 'checkout-status': 'ok', signature: 'abc' }).success).toBe(true);
    expect(v.safeParse(PaymentResultRequestSchema, { 'checkout-amount': 100 }).success).toBe(false);
    expect(v.parse(PaymentResultSchema, { type: 'success', status: 'delayed' })).toEqual({ type: 'success', status: 'delayed' });
    expect(v.safeParse(PaymentResultSchema, { type: 'success', status: 'new' }).success).toBe(false);
  });
});
