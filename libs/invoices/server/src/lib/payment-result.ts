import type { PaymentStatus } from '@portal/invoices/contracts';
import { paymentStatuses } from '@portal/invoices/contracts';
import type { Database } from '@portal/shared/db';
import { invoices, payments } from '@portal/shared/db';
import { helsinkiDateString } from '@portal/shared/util';
import { and, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { hasValidSignature } from './paytrail/signature';
import type { PaytrailConfig } from './paytrail/paytrail-config';

/**
 * Paytrail reports a payment's outcome twice: the payer's browser comes back through the signed
 * redirect (which the portal's result page posts to the API) and Paytrail's server calls the
 * callback, possibly more than once and late. Both carry the same signed `checkout-` values; the
 * first to arrive records the outcome, and the invoice is marked paid exactly once.
 */

/**
 * The `checkout-` values and `signature` of a redirect or callback when its signature holds under
 * the merchant's secret (over the parameters with an empty body) and it is the merchant's own;
 * null otherwise. A parameter given twice (an array) is refused: which of the two was signed?
 */
export function signedParams(paytrail: Pick<PaytrailConfig, 'account' | 'secret'>, input: unknown): Record<string, string> | null {
  if (typeof input !== 'object' || input === null) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(input)) {
    if (typeof value === 'string') params[name] = value;
    else if (name.startsWith('checkout-') || name === 'signature') return null;
  }
  if (!hasValidSignature(paytrail.secret, params, '', params['signature'])) return null;
  return params['checkout-account'] === paytrail.account ? params : null;
}

/** What the API reads of signed parameters; the rest (transaction id, reference) is only signed over. */
export const SignedOutcomeSchema = v.object({
  'checkout-stamp': v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  'checkout-amount': v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'Expected an amount in cents'), v.transform(Number)),
  'checkout-status': v.picklist(paymentStatuses),
  'checkout-provider': v.optional(v.pipe(v.string(), v.maxLength(100))),
});
export type SignedOutcome = v.InferOutput<typeof SignedOutcomeSchema>;

export interface RecordedOutcome {
  /** The payment's status after this report: ok stays ok whatever arrives later. */
  status: PaymentStatus;
  /** This payment went through but another payment of the invoice had gone through first. */
  paidByAnother: boolean;
}

/**
 * Records a verified outcome of payment `paymentId` of invoice `invoiceId`. Each step is one
 * conditional UPDATE in one transaction: the payment becomes ok only if it was not ok, and only
 * that report marks the invoice paid, where it was not paid. A racing report waits for the
 * payment row's lock, then finds it ok and changes nothing; so do repeated callbacks. Of two
 * payments of one invoice going through at once, the invoice row's lock lets one update through;
 * that payment remembers it (`markedInvoicePaid`), and the other is told the invoice was paid.
 */
export async function recordOutcome(db: Database, paymentId: number, invoiceId: number, outcome: SignedOutcome, now: Date): Promise<RecordedOutcome> {
  const status = outcome['checkout-status'];
  const provider = outcome['checkout-provider'];
  return db.transaction(async (tx) => {
    const notYetOk = and(eq(payments.id, paymentId), ne(payments.status, 'ok'));
    // Pending and delayed reports leave completedAt empty: nothing has completed yet.
    const completedAt = status === 'ok' || status === 'fail' ? { completedAt: now } : {};
    const changed = await tx
      .update(payments)
      .set({ status, ...completedAt, ...(provider ? { providerId: provider } : {}) })
      .where(notYetOk)
      .returning({ id: payments.id });
    if (status === 'ok' && changed.length > 0) {
      const paid = await tx
        .update(invoices)
        .set({ status: 'paid', paidDate: helsinkiDateString(now), canBePaidOnline: false })
        .where(and(eq(invoices.id, invoiceId), ne(invoices.status, 'paid')))
        .returning({ id: invoices.id });
      // Remembered on the payment, so that a repeated report answers as the first one did: which
      // of two racing payments paid the invoice is whichever update the invoice row let through.
      if (paid.length > 0) await tx.update(payments).set({ markedInvoicePaid: true }).where(eq(payments.id, paymentId));
    }
    const [current] = await tx.select({ status: payments.status, markedInvoicePaid: payments.markedInvoicePaid }).from(payments).where(eq(payments.id, paymentId));
    if (!current) throw new Error('The payment disappeared while its outcome was recorded');
    return { status: current.status, paidByAnother: current.status === 'ok' && !current.markedInvoicePaid };
  });
}
