import * as v from 'valibot';
import { CalendarDaySchema, OptionalLangSchema as LangSchema } from '@portal/shared/contracts';

/**
 * Invoices, receipts and paying an invoice online (account doc sections 2-4, 7-9). Amounts are
 * in cents; calendar dates are 'YYYY-MM-DD' (Helsinki), instants ISO 8601.
 */

/** Receipts and invoices, 10 per page (account doc section 9). */
export const INVOICES_PAGE_SIZE = 10;

export const invoiceStatuses = ['open', 'overdue', 'paper', 'paid', 'refunded', 'refundInProgress', 'notAvailable'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceSources = ['CustomerInvoice', 'GoodSignInvoice', 'NetsuiteInvoice'] as const;
export type InvoiceSource = (typeof invoiceSources)[number];

const CentsSchema = v.pipe(v.number(), v.integer());

/** Invoice numbers are numeric (the pay page's path is /{lang}/{pay}/{numeric id}). */
export const InvoiceNumberSchema = v.pipe(v.string(), v.regex(/^\d{1,20}$/, 'Expected a numeric invoice number'));

/** One row of the invoices list (account doc section 3). */
export const InvoiceListItemSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  invoiceNumber: v.string(),
  /** Comma-separated numbers of the invoices this one credits; null for an ordinary invoice. */
  creditedInvoiceNumber: v.nullable(v.string()),
  status: v.picklist(invoiceStatuses),
  source: v.picklist(invoiceSources),
  /** The list's 'product or service' column. */
  description: v.string(),
  creationDate: CalendarDaySchema,
  dueDate: CalendarDaySchema,
  sumCents: CentsSchema,
  hasPdf: v.boolean(),
  /** Whether the portal offers paying it now: decided by the API, online payment window included. */
  canBePaidOnline: v.boolean(),
});
export type InvoiceListItem = v.InferOutput<typeof InvoiceListItemSchema>;

/** `GET /api/payments/invoices-list?lang&page` (the csrfToken the portal also sends is not needed for a read). */
export const InvoicesListQuerySchema = v.object({
  lang: LangSchema,
  /** From 0. */
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Expected a page number from 0'), v.transform(Number)), '0'),
});
export type InvoicesListQuery = v.InferOutput<typeof InvoicesListQuerySchema>;

/** The patient's invoices of one page, newest first, and how many there are in all. */
export const InvoicesListSchema = v.object({
  invoices: v.array(InvoiceListItemSchema),
  page: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pageSize: v.literal(INVOICES_PAGE_SIZE),
  totalCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type InvoicesList = v.InferOutput<typeof InvoicesListSchema>;

export const InvoiceRowSchema = v.object({
  description: v.string(),
  count: v.pipe(v.number(), v.integer()),
  unitPriceCents: CentsSchema,
  date: CalendarDaySchema,
  vatPercentage: v.number(),
});
export type InvoiceRow = v.InferOutput<typeof InvoiceRowSchema>;

/** `GET /api/invoices/invoice-summary?invoiceId&lang`. */
export const InvoiceSummaryQuerySchema = v.object({
  // Nine digits at most: every accepted id fits the integer column (a tenth could overflow it).
  invoiceId: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Expected a numeric id')),
  lang: LangSchema,
});

/** The list's fields, the date it was paid and its rows (only invoices of the payment system have rows). */
export const InvoiceSummarySchema = v.object({
  ...InvoiceListItemSchema.entries,
  paidDate: v.nullable(CalendarDaySchema),
  rows: v.array(InvoiceRowSchema),
});
export type InvoiceSummary = v.InferOutput<typeof InvoiceSummarySchema>;

/** 404 NotFound when the invoice is not the patient's. */
export const InvoiceSummaryResponseSchema = v.object({ data: v.object({ invoice: InvoiceSummarySchema }) });
export type InvoiceSummaryResponse = v.InferOutput<typeof InvoiceSummaryResponseSchema>;

/** `GET /api/payments/good-sign-invoice?invoiceNumber`. */
export const GoodSignInvoiceQuerySchema = v.object({ invoiceNumber: InvoiceNumberSchema });

const AddressSchema = v.object({ street: v.string(), postalCode: v.string(), postOffice: v.string() });

/** The invoice as the pay page shows it (account doc section 3, 'good-sign type'). */
export const GoodSignInvoiceSchema = v.object({
  invoiceNumber: v.string(),
  sumCents: CentsSchema,
  /** Paid once the invoice is paid; Open otherwise (the portal posts a provider's form only while Open). */
  status: v.picklist(['Open', 'Paid']),
  paidDate: v.nullable(CalendarDaySchema),
  creationDate: CalendarDaySchema,
  dueDate: CalendarDaySchema,
  /** After this instant the invoice goes by mail; null when online payment has no deadline. */
  payableOnlineUntil: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  buyerName: v.string(),
  /** Null when the buyer's address is not complete. */
  buyerAddress: v.nullable(AddressSchema),
  rows: v.array(InvoiceRowSchema),
  canBePaidOnline: v.boolean(),
});
export type GoodSignInvoice = v.InferOutput<typeof GoodSignInvoiceSchema>;

/**
 * `data.invoice` missing means not found (account doc section 7), for an invoice of someone else
 * too. `payerEmailValid` says whether the patient's e-mail on record passes the e-mail check: the
 * pay page shows the payment form only then (account doc section 4), otherwise a notice leading
 * to my information; payment creation refuses without one (customerNotFound) all the same.
 */
export const GoodSignInvoiceResponseSchema = v.object({
  data: v.object({ invoice: v.optional(GoodSignInvoiceSchema), payerEmailValid: v.boolean() }),
});
export type GoodSignInvoiceResponse = v.InferOutput<typeof GoodSignInvoiceResponseSchema>;

export const paymentLanguages = ['FI', 'SV', 'EN'] as const;
export type PaymentLanguage = (typeof paymentLanguages)[number];

/**
 * `POST /api/payments/?csrfToken`. Only the invoice and the language: the amount, the items, the
 * reference and the customer's e-mail come from the API's own records, so a request naming any
 * of them (or anything else) is refused as 400 ValidationError.
 */
export const PaymentCreationRequestSchema = v.strictObject({
  invoiceNumber: InvoiceNumberSchema,
  language: v.picklist(paymentLanguages),
});
export type PaymentCreationRequest = v.InferOutput<typeof PaymentCreationRequestSchema>;

export const PaymentProviderSchema = v.object({
  name: v.string(),
  id: v.string(),
  /** Where the portal posts the provider's form. */
  url: v.string(),
  svg: v.string(),
  /** The form's hidden fields. */
  parameters: v.array(v.object({ name: v.string(), value: v.string() })),
});
export type PaymentProvider = v.InferOutput<typeof PaymentProviderSchema>;

/** The payment is ready: the provider buttons and the terms to show above them. */
export const PaymentCreatedSchema = v.object({
  /** HTML limited to text and `<a href="https://...">` links (sanitized by the API). */
  terms: v.string(),
  providers: v.array(PaymentProviderSchema),
});
export type PaymentCreated = v.InferOutput<typeof PaymentCreatedSchema>;

/** Account doc section 8's codes of marking an invoice paid. */
export const paymentRefusalTypes = ['customerNotFound', 'invoiceAlreadyPaid', 'invoiceNotFound', 'invoiceSumNotValid', 'unknownError'] as const;
export type PaymentRefusalType = (typeof paymentRefusalTypes)[number];

export const paymentResultTypes = ['success', ...paymentRefusalTypes] as const;
export type PaymentResultType = (typeof paymentResultTypes)[number];

/**
 * Why a payment was not created, answered 200 (the portal shows each as a message):
 * invoiceNotFound (none such, or not the patient's), invoiceAlreadyPaid, invoiceSumNotValid (not
 * payable online: not offered, past payableOnlineUntil, or nothing to pay), customerNotFound (no
 * e-mail that passes the check: 'e-mail required before paying online'), unknownError (the payment
 * service did not take the payment).
 */
export const PaymentRefusalSchema = v.object({ type: v.picklist(paymentRefusalTypes) });
export type PaymentRefusal = v.InferOutput<typeof PaymentRefusalSchema>;

export const PaymentCreationResponseSchema = v.union([PaymentCreatedSchema, PaymentRefusalSchema]);
export type PaymentCreationResponse = v.InferOutput<typeof PaymentCreationResponseSchema>;

export const paymentStatuses = ['ok', 'fail', 'pending', 'delayed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * `POST /api/payments/result?csrfToken`: the provider's redirect query as it came (`checkout-*`
 * values and `signature`), which the API verifies before believing any of it.
 */
export const PaymentResultRequestSchema = v.pipe(
  v.record(v.string(), v.string()),
  v.check((params) => Object.keys(params).length <= 40, 'Expected at most 40 parameters'),
);
export type PaymentResultRequest = v.InferOutput<typeof PaymentResultRequestSchema>;

/**
 * What the payment result page shows: `type` success with the payment's `status` as recorded
 * (ok: completed; fail: interrupted; pending and delayed: nothing yet), or why the redirect was
 * not taken (invoiceNotFound: not the patient's payment; invoiceSumNotValid: its amount is not the
 * payment's; invoiceAlreadyPaid: this payment went through after another had paid the invoice).
 */
export const PaymentResultSchema = v.object({
  type: v.picklist(paymentResultTypes),
  status: v.optional(v.picklist(paymentStatuses)),
});
export type PaymentResult = v.InferOutput<typeof PaymentResultSchema>;

/**
 * One visit fee that can be paid online now (the pay-visit page): the invoice of a visit, made
 * by the payment system, open until `payableOnlineUntil` (four days), after which it is mailed
 * (account doc section 9). The spec lists no call for the page; this is the API's.
 */
export const VisitFeeSchema = v.object({
  ...InvoiceListItemSchema.entries,
  payableOnlineUntil: v.pipe(v.string(), v.isoTimestamp()),
  /** The visit's start, when the invoice names its appointment. */
  visitStart: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
});
export type VisitFee = v.InferOutput<typeof VisitFeeSchema>;

export const VisitFeesQuerySchema = v.object({ lang: LangSchema });

/** `GET /api/payments/visit-fees?lang`: the open visit fees, soonest deadline first. */
export const VisitFeesSchema = v.object({ visitFees: v.array(VisitFeeSchema) });
export type VisitFees = v.InferOutput<typeof VisitFeesSchema>;

/**
 * `GET /api/invoices/{id}/pdf?filename&lang`: the receipt (a paid invoice) or the invoice as a PDF
 * made by the API; 404 NotFound when the invoice is not the patient's or has no PDF. At most nine
 * digits, so that every id asked for fits the id column (a PostgreSQL integer).
 */
export const InvoicePdfParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Expected a numeric id')),
});

export const InvoicePdfQuerySchema = v.object({
  /** The download's name: letters, digits, '_', '.' and '-' only, so it goes into Content-Disposition as it is. */
  filename: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]{1,80}\.pdf$/, 'Expected a file name ending in .pdf'))),
  lang: LangSchema,
});
export type InvoicePdfQuery = v.InferOutput<typeof InvoicePdfQuerySchema>;
