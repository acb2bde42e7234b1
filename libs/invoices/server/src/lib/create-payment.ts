import type { PaymentCreationRequest, PaymentCreationResponse, PaymentLanguage } from '@portal/invoices/contracts';
import type { Database } from '@portal/shared/db';
import { payments } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { loggableError } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import { isValidEmail, normalizeEmail, pagePaths } from '@portal/shared/util';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { isPayableOnline } from '@portal/invoices/records';
import type { PaytrailClient } from './paytrail/client';
import { patientEmail, patientInvoiceByNumber } from './queries';
import { sanitizeTermsHtml } from './terms-html';

/** The portal page the payer returns to is in the language the payment was made in. */
const portalLanguage: Readonly<Record<PaymentLanguage, Language>> = { FI: 'fi', SV: 'sv', EN: 'en' };

export interface CreatePaymentDeps {
  db: Database;
  config: ApiConfig;
  paytrail: PaytrailClient;
  now: Date;
  log: FastifyBaseLogger;
}

/** Whether the e-mail on record may go to the payment service (the pay page asks this too). */
export function hasPayableEmail(email: string | null): email is string {
  return email !== null && isValidEmail(email);
}

/**
 * `POST /api/payments/`: one attempt to pay one of the patient's invoices. The request names only
 * the invoice and the language; what is collected (the invoice's sum as one unit at VAT 0,
 * account doc section 7), the reference and the payer's e-mail come from our records.
 * Refusals answer 200 with a mark-invoice-paid code (account doc section 8), in this order:
 * invoiceNotFound (none such, or not the patient's), invoiceAlreadyPaid, invoiceSumNotValid (not
 * payable online: not offered, past payableOnlineUntil, or nothing to pay), customerNotFound (no
 * e-mail that passes the check), unknownError (the payment service did not take it).
 */
export async function createPayment(deps: CreatePaymentDeps, patientId: number, request: PaymentCreationRequest): Promise<PaymentCreationResponse> {
  const { db, config, now } = deps;
  const invoice = await patientInvoiceByNumber(db, patientId, request.invoiceNumber);
  if (!invoice) return { type: 'invoiceNotFound' };
  if (invoice.status === 'paid') return { type: 'invoiceAlreadyPaid' };
  if (!isPayableOnline(invoice, now)) return { type: 'invoiceSumNotValid' };
  const email = await patientEmail(db, patientId);
  if (!hasPayableEmail(email)) return { type: 'customerNotFound' };

  // Unique per attempt: a payer who comes back from the provider may try again.
  const stamp = `${invoice.invoiceNumber}-${randomUUID()}`;
  const [payment] = await db
    .insert(payments)
    .values({ invoiceId: invoice.id, reference: stamp, amountCents: invoice.sumCents, status: 'pending', createdAt: now })
    .returning({ id: payments.id });
  if (!payment) throw new Error('The payment was not stored');

  const lang = portalLanguage[request.language];
  const returnUrl = `${config.publicOrigin}${pagePaths.invoices.payment(lang, invoice.id)}`;
  const callbackUrl = `${config.publicOrigin}/api/payments/callback`;
  try {
    const created = await deps.paytrail.createPayment({
      stamp,
      reference: invoice.invoiceNumber,
      amount: invoice.sumCents,
      currency: 'EUR',
      language: request.language,
      items: [{ unitPrice: invoice.sumCents, units: 1, vatPercentage: 0, productCode: invoice.invoiceNumber }],
      customer: { email: normalizeEmail(email) },
      redirectUrls: { success: returnUrl, cancel: returnUrl },
      callbackUrls: { success: callbackUrl, cancel: callbackUrl },
    });
    return {
      terms: sanitizeTermsHtml(created.terms),
      providers: created.providers.map(({ name, id, url, svg, parameters }) => ({
        name,
        id,
        url,
        svg,
        parameters: parameters.map((parameter) => ({ name: parameter.name, value: parameter.value })),
      })),
    };
  } catch (error) {
    // Nothing can be collected on this attempt; the patient may try again.
    deps.log.error({ err: loggableError(error) }, 'the payment service did not create the payment');
    await db.update(payments).set({ status: 'fail', completedAt: now }).where(eq(payments.id, payment.id));
    return { type: 'unknownError' };
  }
}
