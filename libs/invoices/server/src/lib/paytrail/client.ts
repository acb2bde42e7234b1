import { randomUUID } from 'node:crypto';
import { hasValidSignature, paytrailSignature, SIGNATURE_ALGORITHM } from './signature';

/** The payment's language as Paytrail takes it. */
export type PaytrailLanguage = 'FI' | 'SV' | 'EN';

/** One row to pay: amounts in cents. */
export interface PaytrailItem {
  unitPrice: number;
  units: number;
  vatPercentage: number;
  productCode: string;
  description?: string;
}

/** `POST /payments`: what the portal asks Paytrail to collect. */
export interface PaytrailPaymentRequest {
  /** Unique for the merchant: one per attempt to pay. */
  stamp: string;
  /** The invoice's reference, shown to the payer and in the settlement. */
  reference: string;
  /** In cents; equal to the items' total. */
  amount: number;
  currency: 'EUR';
  language: PaytrailLanguage;
  items: PaytrailItem[];
  customer: { email: string };
  /** Where the payer's browser returns, signed. */
  redirectUrls: { success: string; cancel: string };
  /** Where Paytrail's server reports the result, signed, maybe more than once and late. */
  callbackUrls: { success: string; cancel: string };
}

export interface PaytrailProvider {
  id: string;
  name: string;
  group: string;
  url: string;
  icon: string;
  svg: string;
  /** The form fields to post to `url`. */
  parameters: Array<{ name: string; value: string }>;
}

export interface PaytrailPayment {
  transactionId: string;
  href: string;
  /** HTML from Paytrail: shown only through an allow-list. */
  terms: string;
  providers: PaytrailProvider[];
}

export interface PaytrailClientOptions {
  /** https://services.paytrail.com in production; the local stand-in in development and tests. */
  baseUrl: string;
  account: string;
  secret: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** How long Paytrail gets to answer, the body included (default PAYTRAIL_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * Paytrail's time to answer a payment's creation. The portal's own call gives up after 15 s, so the
 * API must answer before that: after 10 s the payment is marked failed and the patient may try again.
 */
export const PAYTRAIL_TIMEOUT_MS = 10_000;

export class PaytrailError extends Error {
  override readonly name = 'PaytrailError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

function isPayment(value: unknown): value is PaytrailPayment {
  if (typeof value !== 'object' || value === null) return false;
  const payment = value as Partial<PaytrailPayment>;
  return typeof payment.transactionId === 'string' && typeof payment.href === 'string' && typeof payment.terms === 'string' && Array.isArray(payment.providers);
}

/** Paytrail's Payment API: signed requests, and answers refused unless their signature holds. */
export function createPaytrailClient(options: PaytrailClientOptions) {
  const send = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());

  return {
    async createPayment(request: PaytrailPaymentRequest): Promise<PaytrailPayment> {
      const body = JSON.stringify(request);
      const headers: Record<string, string> = {
        'checkout-account': options.account,
        'checkout-algorithm': SIGNATURE_ALGORITHM,
        'checkout-method': 'POST',
        'checkout-nonce': randomUUID(),
        'checkout-timestamp': now().toISOString(),
      };
      const signal = AbortSignal.timeout(options.timeoutMs ?? PAYTRAIL_TIMEOUT_MS);
      let response: Response;
      let text: string;
      try {
        response = await send(`${options.baseUrl}/payments`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json; charset=utf-8', signature: paytrailSignature(options.secret, headers, body) },
          body,
          signal,
        });
        text = await response.text();
      } catch (error) {
        if (signal.aborted) throw new PaytrailError('The payment service did not answer in time');
        throw error;
      }
      const answered = Object.fromEntries(response.headers.entries());
      // An answer without a valid signature may not be Paytrail's: nothing in it is used.
      if (!hasValidSignature(options.secret, answered, text, answered['signature'])) {
        throw new PaytrailError('The payment service answered without a valid signature', response.status);
      }
      if (response.status !== 201) throw new PaytrailError('The payment service refused the payment', response.status);
      const payment: unknown = JSON.parse(text);
      if (!isPayment(payment)) throw new PaytrailError('The payment service answered with something else than a payment', response.status);
      return payment;
    },
  };
}

export type PaytrailClient = ReturnType<typeof createPaytrailClient>;
