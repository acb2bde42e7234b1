import type { GoodSignInvoice, PaymentCreated, PaymentCreationResponse, PaymentProvider, PaymentRefusalType, PaymentResult } from '@portal/invoices/contracts';

/** Refusals shown as a message in place of the providers; unknownError is 'failed' instead (with a retry). */
export type PaymentRefusal = Exclude<PaymentRefusalType, 'unknownError'>;

/**
 * The pay page's payment area (account doc section 4, "Invoice payment page"): the payment is
 * created, then the patient picks a provider; the invoice is fetched again, and the provider's
 * form is posted only while the invoice is still Open (and payable), otherwise the page reloads.
 */
export type PaymentState =
  | { status: 'creating' }
  /** unknownError, a network failure or a server error: 'something went wrong', with a retry. */
  | { status: 'failed' }
  | { status: 'refused'; refusal: PaymentRefusal }
  /** The providers; `checkFailed` when checking the invoice after a click failed. */
  | { status: 'choosing'; payment: PaymentCreated; checkFailed: boolean }
  | { status: 'checking'; payment: PaymentCreated; provider: PaymentProvider }
  /** The provider's form is posted: the browser is leaving. */
  | { status: 'redirecting'; payment: PaymentCreated; provider: PaymentProvider }
  /** The invoice is no longer payable (paid meanwhile, window closed): the page loads again. */
  | { status: 'reloading'; payment: PaymentCreated };

export type PaymentEvent =
  | { type: 'created'; response: PaymentCreationResponse }
  | { type: 'errored' }
  | { type: 'retry' }
  | { type: 'provider-chosen'; provider: PaymentProvider }
  /** The invoice as fetched again after the click; undefined when it is no longer found. */
  | { type: 'invoice-checked'; invoice: GoodSignInvoice | undefined }
  | { type: 'check-errored' };

export const initialPayment: PaymentState = { status: 'creating' };

function createdOutcome(response: PaymentCreationResponse): PaymentState {
  if (!('type' in response)) return { status: 'choosing', payment: response, checkFailed: false };
  return response.type === 'unknownError' ? { status: 'failed' } : { status: 'refused', refusal: response.type };
}

/** Whether the provider's form may be posted: the invoice is still Open and the API offers paying it online. */
export function isStillPayable(invoice: GoodSignInvoice | undefined): boolean {
  return invoice !== undefined && invoice.status === 'Open' && invoice.canBePaidOnline;
}

export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'created':
      return state.status === 'creating' ? createdOutcome(event.response) : state;
    case 'errored':
      return state.status === 'creating' ? { status: 'failed' } : state;
    case 'retry':
      return state.status === 'failed' ? initialPayment : state;
    case 'provider-chosen':
      // One provider at a time: a second click while checking or leaving changes nothing.
      return state.status === 'choosing' ? { status: 'checking', payment: state.payment, provider: event.provider } : state;
    case 'invoice-checked':
      if (state.status !== 'checking') return state;
      return isStillPayable(event.invoice)
        ? { status: 'redirecting', payment: state.payment, provider: state.provider }
        : { status: 'reloading', payment: state.payment };
    case 'check-errored':
      return state.status === 'checking' ? { status: 'choosing', payment: state.payment, checkFailed: true } : state;
  }
}

/**
 * What the pay page offers below the invoice: a paid invoice says so; one that cannot be paid
 * online says it goes by mail; without an e-mail that passes the check, a notice leads to my
 * information (account doc section 4); otherwise the payment area.
 */
export type PayArea = 'paid' | 'not-payable' | 'email-required' | 'payment';

export function payAreaOf(invoice: GoodSignInvoice, payerEmailValid: boolean): PayArea {
  if (invoice.status === 'Paid') return 'paid';
  if (!invoice.canBePaidOnline) return 'not-payable';
  if (!payerEmailValid) return 'email-required';
  return 'payment';
}

/**
 * What the payment result page shows (account doc sections 4 and 8): ok is completed, fail is
 * interrupted (not charged), pending and delayed are being processed (the outcome arrives with
 * Paytrail's callback); the refusals are
 * invoice not found, payment failed (the amount was not the payment's) and unable to process (a
 * payment that went through after the invoice had been paid); anything else went wrong.
 */
export type ResultView = 'completed' | 'interrupted' | 'processing' | 'not-found' | 'failed' | 'already-paid' | 'error';

export function resultViewOf(result: PaymentResult): ResultView {
  switch (result.type) {
    case 'success':
      if (result.status === 'ok') return 'completed';
      if (result.status === 'fail') return 'interrupted';
      return 'processing';
    case 'invoiceNotFound':
      return 'not-found';
    case 'invoiceSumNotValid':
      return 'failed';
    case 'invoiceAlreadyPaid':
      return 'already-paid';
    case 'unknownError':
    case 'customerNotFound':
      return 'error';
  }
}
