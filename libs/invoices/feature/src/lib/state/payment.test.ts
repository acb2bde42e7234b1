import { aGoodSignInvoice, aPaymentCreated, aProvider } from '@portal/invoices/contracts/testing';
import type { PaymentState } from './payment';
import { initialPayment, isStillPayable, payAreaOf, paymentReducer, resultViewOf } from './payment';

const created = aPaymentCreated();
const provider = aProvider();
const choosing: PaymentState = { status: 'choosing', payment: created, checkFailed: false };
const checking: PaymentState = { status: 'checking', payment: created, provider };

describe('paymentReducer', () => {
  it('shows the providers once the payment is created', () => {
    expect(paymentReducer(initialPayment, { type: 'created', response: created })).toEqual(choosing);
  });

  it.each(['invoiceNotFound', 'invoiceAlreadyPaid', 'invoiceSumNotValid', 'customerNotFound'] as const)(
    'shows the refusal %s',
    (type) => {
      expect(paymentReducer(initialPayment, { type: 'created', response: { type } })).toEqual({ status: 'refused', refusal: type });
    },
  );

  it('fails on unknownError and on an error, and creates the payment again on retry', () => {
    expect(paymentReducer(initialPayment, { type: 'created', response: { type: 'unknownError' } })).toEqual({ status: 'failed' });
    expect(paymentReducer(initialPayment, { type: 'errored' })).toEqual({ status: 'failed' });
    expect(paymentReducer({ status: 'failed' }, { type: 'retry' })).toEqual(initialPayment);
  });

  it('checks the invoice after a provider is chosen, and takes no second provider meanwhile', () => {
    const state = paymentReducer(choosing, { type: 'provider-chosen', provider });
    expect(state).toEqual(checking);
    expect(paymentReducer(state, { type: 'provider-chosen', provider: aProvider({ id: 'nordea' }) })).toBe(state);
  });

  it('posts the provider form while the invoice is still Open and payable', () => {
    expect(paymentReducer(checking, { type: 'invoice-checked', invoice: aGoodSignInvoice() })).toEqual({
      status: 'redirecting',
      payment: created,
      provider,
    });
  });

  it.each([
    ['paid meanwhile', aGoodSignInvoice({ status: 'Paid', canBePaidOnline: false })],
    ['no longer payable online', aGoodSignInvoice({ canBePaidOnline: false })],
    ['gone', undefined],
  ])('reloads the page when the invoice is %s', (_case, invoice) => {
    expect(paymentReducer(checking, { type: 'invoice-checked', invoice })).toEqual({ status: 'reloading', payment: created });
  });

  it('lets the patient choose again when checking the invoice failed', () => {
    expect(paymentReducer(checking, { type: 'check-errored' })).toEqual({ ...choosing, checkFailed: true });
    expect(paymentReducer({ ...choosing, checkFailed: true }, { type: 'provider-chosen', provider })).toEqual(checking);
  });

  it('ignores answers that arrive in another state', () => {
    expect(paymentReducer(choosing, { type: 'created', response: created })).toBe(choosing);
    expect(paymentReducer(choosing, { type: 'invoice-checked', invoice: aGoodSignInvoice() })).toBe(choosing);
    expect(paymentReducer(choosing, { type: 'retry' })).toBe(choosing);
  });
});

describe('isStillPayable', () => {
  it('is true only for an Open invoice that can be paid online', () => {
    expect(isStillPayable(aGoodSignInvoice())).toBe(true);
    expect(isStillPayable(aGoodSignInvoice({ status: 'Paid' }))).toBe(false);
    expect(isStillPayable(aGoodSignInvoice({ canBePaidOnline: false }))).toBe(false);
    expect(isStillPayable(undefined)).toBe(false);
  });
});

describe('payAreaOf', () => {
  it('says paid, not payable, e-mail required or offers the payment, in that order', () => {
    expect(payAreaOf(aGoodSignInvoice({ status: 'Paid', canBePaidOnline: false }), false)).toBe('paid');
    expect(payAreaOf(aGoodSignInvoice({ canBePaidOnline: false }), false)).toBe('not-payable');
    expect(payAreaOf(aGoodSignInvoice(), false)).toBe('email-required');
    expect(payAreaOf(aGoodSignInvoice(), true)).toBe('payment');
  });
});

describe('resultViewOf', () => {
  it.each([
    [{ type: 'success', status: 'ok' }, 'completed'],
    [{ type: 'success', status: 'fail' }, 'interrupted'],
    [{ type: 'success', status: 'pending' }, 'processing'],
    [{ type: 'success', status: 'delayed' }, 'processing'],
    [{ type: 'invoiceNotFound' }, 'not-found'],
    [{ type: 'invoiceSumNotValid' }, 'failed'],
    [{ type: 'invoiceAlreadyPaid', status: 'ok' }, 'already-paid'],
    [{ type: 'unknownError' }, 'error'],
  ] as const)('%o shows %s', (result, view) => {
    expect(resultViewOf(result)).toBe(view);
  });
});
