import type { GoodSignInvoiceResponse, InvoicesList, InvoiceSummaryResponse, PaymentCreationResponse, PaymentResult, VisitFees } from '@portal/invoices/contracts';
import { GoodSignInvoiceQuerySchema, INVOICES_PAGE_SIZE, InvoicesListQuerySchema, InvoiceSummaryQuerySchema, PaymentCreationRequestSchema, PaymentResultRequestSchema, VisitFeesQuerySchema } from '@portal/invoices/contracts';
import type { Database } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { configOf, HttpProblem, notFound, parseInput, patientIdOf, unauthorized } from '@portal/shared/server';
import type { FastifyInstance } from 'fastify';
import { createPayment, hasPayableEmail } from './create-payment';
import { payableVisitFees } from '@portal/invoices/records';
import { toGoodSignInvoice, toListItem, toSummary, toVisitFee } from './mapping';
import { recordOutcome, signedParams, SignedOutcomeSchema } from './payment-result';
import type { PaytrailClient } from './paytrail/client';
import { paytrailConfig } from './paytrail/paytrail-config';
import { invoiceRowsOf, patientEmail, patientInvoiceById, patientInvoiceByNumber, patientInvoicePage, paymentByStamp } from './queries';

export interface InvoiceRouteDeps {
  db: Database;
  config: ApiConfig;
  now: () => Date;
  paytrail: PaytrailClient;
}

/** A signed outcome whose amount is not the payment's: believed by no one, changes nothing. */
const sumNotValid = { type: 'invoiceSumNotValid' } as const;

/**
 * Invoices and paying them online (account doc sections 2-4 and 7-9). Every signed-in call works
 * on the session's patient (the child a guardian acts for); an invoice or payment of anyone else
 * answers exactly as one that does not exist.
 */
export function registerInvoiceRoutes(app: FastifyInstance, deps: InvoiceRouteDeps): void {
  const { db, config, now } = deps;

  app.get('/api/payments/invoices-list', { config: { accessLog: { kind: 'invoices' } } }, async (request, reply): Promise<InvoicesList> => {
    const { page } = parseInput(InvoicesListQuerySchema, request.query);
    const at = now();
    const found = await patientInvoicePage(db, patientIdOf(request), page, INVOICES_PAGE_SIZE);
    reply.header('cache-control', 'no-store');
    return { invoices: found.invoices.map((invoice) => toListItem(invoice, at)), page, pageSize: INVOICES_PAGE_SIZE, totalCount: found.totalCount };
  });

  app.get('/api/invoices/invoice-summary', { config: { accessLog: { kind: 'invoice' } } }, async (request, reply): Promise<InvoiceSummaryResponse> => {
    const { invoiceId } = parseInput(InvoiceSummaryQuerySchema, request.query);
    const invoice = await patientInvoiceById(db, patientIdOf(request), Number(invoiceId));
    if (!invoice) throw notFound();
    reply.header('cache-control', 'no-store');
    return { data: { invoice: toSummary(invoice, await invoiceRowsOf(db, invoice.id), now()) } };
  });

  app.get('/api/payments/good-sign-invoice', { config: { accessLog: { kind: 'invoice' } } }, async (request, reply): Promise<GoodSignInvoiceResponse> => {
    const { invoiceNumber } = parseInput(GoodSignInvoiceQuerySchema, request.query);
    const patientId = patientIdOf(request);
    const [invoice, email] = await Promise.all([patientInvoiceByNumber(db, patientId, invoiceNumber), patientEmail(db, patientId)]);
    const payerEmailValid = hasPayableEmail(email);
    // The spec's 'missing means not found' (account doc section 7): an empty data, not a 404.
    reply.header('cache-control', 'no-store');
    if (!invoice) return { data: { payerEmailValid } };
    return { data: { invoice: toGoodSignInvoice(invoice, await invoiceRowsOf(db, invoice.id), now()), payerEmailValid } };
  });

  /** The pay-visit page: visit fees payable online now, the one closing soonest first. */
  app.get('/api/payments/visit-fees', { config: { accessLog: { kind: 'invoices' } } }, async (request, reply): Promise<VisitFees> => {
    parseInput(VisitFeesQuerySchema, request.query);
    const at = now();
    const fees = await payableVisitFees(db, patientIdOf(request), at);
    reply.header('cache-control', 'no-store');
    return { visitFees: fees.map(({ invoice, visitStart }) => toVisitFee(invoice, visitStart, at)) };
  });

  app.post('/api/payments/', { config: { accessLog: false } }, async (request): Promise<PaymentCreationResponse> => {
    const body = parseInput(PaymentCreationRequestSchema, request.body);
    return createPayment({ db, config, paytrail: deps.paytrail, now: now(), log: request.log }, patientIdOf(request), body);
  });

  /**
   * Paytrail's server-to-server report: public, believed only with a valid signature (401
   * otherwise, changing nothing). Answers 200 with no body once recorded, also for a repeat.
   */
  app.get('/api/payments/callback', { config: { access: 'public', accessLog: false } }, async (request, reply) => {
    const params = signedParams(configOf(config, paytrailConfig), request.query);
    if (!params) throw unauthorized();
    const outcome = parseInput(SignedOutcomeSchema, params);
    const payment = await paymentByStamp(db, outcome['checkout-stamp']);
    if (!payment) throw notFound();
    if (payment.amountCents !== outcome['checkout-amount']) {
      request.log.warn({ paymentId: payment.id }, 'a signed payment callback named another amount than the payment’s');
      throw new HttpProblem(400, sumNotValid);
    }
    await recordOutcome(db, payment.id, payment.invoiceId, outcome, now());
    return reply.code(200).send();
  });

  /**
   * The payment result page posts the redirect's query here. A bad signature is a 400
   * ValidationError on `signature`, not a 401: the session is valid and the portal reads 401 as
   * signed out. The payment must be the patient's (invoiceNotFound otherwise, as a missing one).
   */
  app.post('/api/payments/result', { config: { accessLog: false } }, async (request): Promise<PaymentResult> => {
    const params = signedParams(configOf(config, paytrailConfig), parseInput(PaymentResultRequestSchema, request.body));
    if (!params) throw new HttpProblem(400, { type: 'ValidationError', details: [{ path: 'signature', message: 'Invalid signature' }] });
    const outcome = parseInput(SignedOutcomeSchema, params);
    const payment = await paymentByStamp(db, outcome['checkout-stamp']);
    if (!payment || payment.patientId !== patientIdOf(request)) return { type: 'invoiceNotFound' };
    if (payment.amountCents !== outcome['checkout-amount']) {
      request.log.warn({ paymentId: payment.id }, 'a signed payment redirect named another amount than the payment’s');
      return sumNotValid;
    }
    const recorded = await recordOutcome(db, payment.id, payment.invoiceId, outcome, now());
    return recorded.paidByAnother ? { type: 'invoiceAlreadyPaid', status: 'ok' } : { type: 'success', status: recorded.status };
  });
}
