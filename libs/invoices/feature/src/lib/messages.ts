import type { MessageTag, NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;
/** A link's text with the invoice it is about, for screen readers (`<hidden>` is visually hidden). */
type LinkToInvoice = { invoiceNumber: string; hidden: MessageTag };

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type InvoiceValues = {
  heading: { invoiceNumber: string };
  invoiceNumber: None;
  productOrService: None;
  status: None;
  sum: None;
  creationDate: None;
  dueDate: None;
  paidDate: None;
  credits: { count: number; numbers: string };
  statusPaid: None;
  statusUnpaid: None;
  statusRefunded: None;
  statusRefundInProgress: None;
  statusNotAvailable: None;
  overdueNotice: None;
  summaryLink: LinkToInvoice;
  payLink: LinkToInvoice;
  receiptLink: LinkToInvoice;
  invoiceLink: LinkToInvoice;
  dateTime: { date: string; time: string };
  allInvoices: None;
  notFound: None;
  notFoundText: None;
};

type ListValues = {
  loading: None;
  label: None;
  empty: None;
  remoteVisitsNotice: None;
  pagination: None;
};

type SummaryValues = {
  title: None;
  loading: None;
  rows: None;
  rowDescription: None;
  rowCount: None;
  rowUnitPrice: None;
  rowDate: None;
  rowVat: None;
};

type PayValues = {
  title: None;
  loading: None;
  buyer: None;
  payableOnlineUntil: None;
  paid: None;
  paidOn: { date: string };
  notPayableOnline: None;
  emailRequiredText: None;
  myInformationLink: None;
  preparing: None;
  paymentMethods: None;
  redirecting: None;
};

/**
 * Account doc section 8's payment messages that the portal has a cause for. Left out: card
 * declined, expired card, incorrect CVC and insufficient funds (Paytrail's redirect tells only ok,
 * fail, pending or delayed, so the reason is never known here) and 'payment cancelled' (a cancel
 * is a fail like any other: 'payment interrupted' with 'you were not charged'). 'Invoice not
 * found' is invoiceMessages.notFound.
 */
type PaymentValues = {
  paymentFailed: None;
  unableToProcess: None;
  paymentInterrupted: None;
  notCharged: None;
  somethingWentWrong: None;
  emailRequired: None;
  alreadyPaid: None;
};

type ResultValues = {
  title: None;
  checking: None;
  completed: None;
  completedText: None;
  frontPage: None;
  tryAgain: None;
  failedText: { phone: string };
  alreadyPaidText: { phone: string };
  processing: None;
  processingText: { phone: string };
  interruptedText: { invoiceNumber: string };
};

type VisitValues = {
  title: None;
  intro: None;
  loading: None;
  label: None;
  empty: None;
  visitDate: None;
  payOnlineUntil: None;
};

/** The fields and links of one invoice, shared by the list, the summary and the pay page. */
export const invoiceMessages = defineMessages<InvoiceValues>({
  heading: { id: 'invoices.invoice.heading', defaultMessage: 'Invoice {invoiceNumber}', description: 'Heading of one invoice, e.g. Invoice 41000123' },
  invoiceNumber: { id: 'invoices.invoice.invoiceNumber', defaultMessage: 'Invoice number', description: 'Label of an invoice’s number' },
  productOrService: {
    id: 'invoices.invoice.productOrService',
    defaultMessage: 'Product or service',
    description: 'Label of what an invoice is for (a visit, laboratory tests...)',
  },
  status: { id: 'invoices.invoice.status', defaultMessage: 'Status', description: 'Label of whether an invoice is paid' },
  sum: { id: 'invoices.invoice.sum', defaultMessage: 'Sum', description: 'Label of an invoice’s total in euros' },
  creationDate: { id: 'invoices.invoice.creationDate', defaultMessage: 'Invoice date', description: 'Label of the date an invoice was made' },
  dueDate: { id: 'invoices.invoice.dueDate', defaultMessage: 'Due date', description: 'Label of the date by which an invoice must be paid' },
  paidDate: { id: 'invoices.invoice.paidDate', defaultMessage: 'Paid on', description: 'Label of the date an invoice was paid' },
  credits: {
    id: 'invoices.invoice.credits',
    defaultMessage: '{count, plural, one {Credits invoice {numbers}} other {Credits invoices {numbers}}}',
    description: 'On a credit note: the invoices it credits; numbers is a comma-separated list of invoice numbers',
  },
  statusPaid: { id: 'invoices.invoice.status.paid', defaultMessage: 'Paid', description: 'Invoice status: paid' },
  statusUnpaid: { id: 'invoices.invoice.status.unpaid', defaultMessage: 'Unpaid', description: 'Invoice status: not paid yet' },
  statusRefunded: { id: 'invoices.invoice.status.refunded', defaultMessage: 'Refunded', description: 'Invoice status: the sum has been paid back' },
  statusRefundInProgress: {
    id: 'invoices.invoice.status.refundInProgress',
    defaultMessage: 'Refund in progress',
    description: 'Invoice status: the sum is being paid back',
  },
  statusNotAvailable: {
    id: 'invoices.invoice.status.notAvailable',
    defaultMessage: 'Not available',
    description: 'Invoice status: the invoice cannot be shown',
  },
  overdueNotice: {
    id: 'invoices.invoice.overdueNotice',
    defaultMessage: 'This invoice is overdue and has been passed on for collection. Please contact the collection company.',
    description: 'Notice on an overdue invoice; the spec names no collection company',
  },
  summaryLink: {
    id: 'invoices.invoice.summaryLink',
    defaultMessage: 'Summary<hidden> of invoice {invoiceNumber}</hidden>',
    description: 'Link to the summary of an unpaid invoice; the part in <hidden> is read by screen readers only',
  },
  payLink: {
    id: 'invoices.invoice.payLink',
    defaultMessage: 'Pay<hidden> invoice {invoiceNumber}</hidden>',
    description: 'Link to pay an invoice online; the part in <hidden> is read by screen readers only',
  },
  receiptLink: {
    id: 'invoices.invoice.receiptLink',
    defaultMessage: 'Receipt<hidden> for invoice {invoiceNumber}</hidden> (PDF)',
    description: 'Link that opens the PDF receipt of a paid invoice; the part in <hidden> is read by screen readers only',
  },
  invoiceLink: {
    id: 'invoices.invoice.invoiceLink',
    defaultMessage: 'Invoice<hidden> {invoiceNumber}</hidden> (PDF)',
    description: 'Link that opens the PDF of an invoice; the part in <hidden> is read by screen readers only',
  },
  dateTime: {
    id: 'invoices.invoice.dateTime',
    defaultMessage: '{date} at {time}',
    description: 'A date and a time, e.g. 3.12.2026 at 23:59',
  },
  allInvoices: { id: 'invoices.invoice.allInvoices', defaultMessage: 'All invoices', description: 'Link to the list of invoices' },
  notFound: {
    id: 'invoices.invoice.notFound',
    defaultMessage: 'Invoice not found',
    description: 'Heading when an invoice does not exist or is not the patient’s (a payment message of the spec)',
  },
  notFoundText: {
    id: 'invoices.invoice.notFoundText',
    defaultMessage: 'You can find all your invoices and receipts in the list of invoices.',
    description: 'Text under the heading when an invoice could not be found',
  },
});

export const listMessages = defineMessages<ListValues>({
  loading: { id: 'invoices.list.loading', defaultMessage: 'Loading invoices', description: 'Accessible label of the placeholder shown while the invoices load' },
  label: { id: 'invoices.list.label', defaultMessage: 'Invoices and receipts', description: 'Accessible name of the list of invoices' },
  empty: { id: 'invoices.list.empty', defaultMessage: 'No invoices', description: 'Empty state of the invoices list' },
  remoteVisitsNotice: {
    id: 'invoices.list.remoteVisitsNotice',
    defaultMessage: 'Remote appointments between 16 and 30 November 2023 were billed by mail and could not be paid online.',
    description: 'Notice on the invoices list about a period when remote visits were billed on paper',
  },
  pagination: { id: 'invoices.list.pagination', defaultMessage: 'Invoice pages', description: 'Accessible name of the navigation between pages of invoices' },
});

export const summaryMessages = defineMessages<SummaryValues>({
  title: { id: 'invoices.summary.title', defaultMessage: 'Invoice summary', description: 'Heading of the page showing one invoice' },
  loading: { id: 'invoices.summary.loading', defaultMessage: 'Loading the invoice', description: 'Accessible label of the placeholder shown while an invoice loads' },
  rows: { id: 'invoices.summary.rows', defaultMessage: 'Invoice rows', description: 'Caption of the table of what an invoice consists of' },
  rowDescription: { id: 'invoices.summary.row.description', defaultMessage: 'Description', description: 'Column header: what an invoice row is for' },
  rowCount: { id: 'invoices.summary.row.count', defaultMessage: 'Quantity', description: 'Column header: how many of an invoice row' },
  rowUnitPrice: { id: 'invoices.summary.row.unitPrice', defaultMessage: 'Unit price', description: 'Column header: the price of one unit of an invoice row' },
  rowDate: { id: 'invoices.summary.row.date', defaultMessage: 'Date', description: 'Column header: the date of an invoice row' },
  rowVat: { id: 'invoices.summary.row.vat', defaultMessage: 'VAT', description: 'Column header: the value added tax percentage of an invoice row' },
});

export const payMessages = defineMessages<PayValues>({
  title: { id: 'invoices.pay.title', defaultMessage: 'Pay invoice', description: 'Heading of the page for paying an invoice online' },
  loading: { id: 'invoices.pay.loading', defaultMessage: 'Loading the invoice', description: 'Accessible label of the placeholder shown while the invoice to pay loads' },
  buyer: { id: 'invoices.pay.buyer', defaultMessage: 'Buyer', description: 'Label of the name and address the invoice is addressed to' },
  payableOnlineUntil: {
    id: 'invoices.pay.payableOnlineUntil',
    defaultMessage: 'Payable online until',
    description: 'Label of the moment after which the invoice can no longer be paid online',
  },
  paid: { id: 'invoices.pay.paid', defaultMessage: 'This invoice has been paid.', description: 'On the pay page of a paid invoice, when the paid date is not known' },
  paidOn: { id: 'invoices.pay.paidOn', defaultMessage: 'This invoice was paid on {date}.', description: 'On the pay page of a paid invoice; date is e.g. 3.12.2026' },
  notPayableOnline: {
    id: 'invoices.pay.notPayableOnline',
    defaultMessage: 'This invoice cannot be paid online. It will be sent to you by mail.',
    description: 'On the pay page of an invoice that can no longer be paid online',
  },
  emailRequiredText: {
    id: 'invoices.pay.emailRequiredText',
    defaultMessage: 'Add a valid e-mail address to your information first. After saving, you will come back here to pay.',
    description: 'Under the e-mail required notice: paying online needs the patient’s e-mail address',
  },
  myInformationLink: {
    id: 'invoices.pay.myInformationLink',
    defaultMessage: 'Add your e-mail address',
    description: 'Link to the my information page, which returns to the pay page after saving',
  },
  preparing: { id: 'invoices.pay.preparing', defaultMessage: 'Preparing the payment', description: 'Accessible label shown while the payment methods load' },
  paymentMethods: { id: 'invoices.pay.paymentMethods', defaultMessage: 'Choose a payment method', description: 'Heading above the banks and cards to pay with' },
  redirecting: {
    id: 'invoices.pay.redirecting',
    defaultMessage: 'Moving to the payment service…',
    description: 'Shown after choosing a bank or card, while the browser moves to the payment service',
  },
});

export const paymentMessages = defineMessages<PaymentValues>({
  paymentFailed: { id: 'invoices.payment.paymentFailed', defaultMessage: 'Payment failed', description: 'Payment message: the payment was not accepted' },
  unableToProcess: {
    id: 'invoices.payment.unableToProcess',
    defaultMessage: 'Unable to process the payment',
    description: 'Payment message: the payment could not be processed (the invoice had been paid already)',
  },
  paymentInterrupted: {
    id: 'invoices.payment.paymentInterrupted',
    defaultMessage: 'Payment interrupted',
    description: 'Payment message: the payer cancelled or the payment service could not complete the payment',
  },
  notCharged: { id: 'invoices.payment.notCharged', defaultMessage: 'You were not charged.', description: 'Payment message: no money was taken' },
  somethingWentWrong: {
    id: 'invoices.payment.somethingWentWrong',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'Payment message: an unknown error',
  },
  emailRequired: {
    id: 'invoices.payment.emailRequired',
    defaultMessage: 'E-mail required before paying online',
    description: 'Payment message: the patient has no valid e-mail address, which the payment service needs',
  },
  alreadyPaid: {
    id: 'invoices.payment.alreadyPaid',
    defaultMessage: 'This invoice has already been paid.',
    description: 'Payment message: the invoice to pay has been paid already',
  },
});

export const resultMessages = defineMessages<ResultValues>({
  title: { id: 'invoices.result.title', defaultMessage: 'Payment', description: 'Heading of the page the payment service returns the payer to' },
  checking: { id: 'invoices.result.checking', defaultMessage: 'Checking the payment', description: 'Accessible label shown while the payment result is checked' },
  completed: { id: 'invoices.result.completed', defaultMessage: 'Payment completed', description: 'Heading after a successful payment' },
  completedText: {
    id: 'invoices.result.completedText',
    defaultMessage: 'Thank you! Your payment has been received.',
    description: 'Text after a successful payment',
  },
  frontPage: { id: 'invoices.result.frontPage', defaultMessage: 'Go to the front page', description: 'Link to the front page after a payment' },
  processing: {
    id: 'invoices.result.processing',
    defaultMessage: 'Payment being processed',
    description: 'Heading when the payment service has not yet confirmed the payment (pending or delayed)',
  },
  processingText: {
    id: 'invoices.result.processingText',
    defaultMessage:
      'Your payment is being processed. The payment service will confirm it shortly, and the invoice will then show as paid. You do not need to pay again. If the invoice still shows as unpaid tomorrow, please call our customer service {phone}.',
    description: 'Text when the payment is pending or delayed: what happens next; phone is the customer service number',
  },
  interruptedText: {
    id: 'invoices.result.interruptedText',
    defaultMessage: 'The payment of invoice {invoiceNumber} was interrupted. You were not charged.',
    description: 'Text after an interrupted payment, naming the invoice it was for',
  },
  tryAgain: { id: 'invoices.result.tryAgain', defaultMessage: 'Try paying again', description: 'Link back to the pay page of the invoice after an interrupted payment' },
  failedText: {
    id: 'invoices.result.failedText',
    defaultMessage: 'The payment could not be accepted. If you were charged, please call our customer service {phone}.',
    description: 'Text when the payment’s sum did not match the invoice; phone is the customer service number',
  },
  alreadyPaidText: {
    id: 'invoices.result.alreadyPaidText',
    defaultMessage: 'The invoice had already been paid. Please call our customer service {phone} to have this payment refunded.',
    description: 'Text when a payment went through after the invoice had been paid; phone is the customer service number',
  },
});

export const visitMessages = defineMessages<VisitValues>({
  title: { id: 'invoices.payVisit.title', defaultMessage: 'Pay for a visit', description: 'Heading of the page listing visit fees that can be paid online' },
  intro: {
    id: 'invoices.payVisit.intro',
    defaultMessage: 'You can pay the fee of a visit online for four days. After that, the invoice is sent to you by mail.',
    description: 'Intro of the visit fees page',
  },
  loading: { id: 'invoices.payVisit.loading', defaultMessage: 'Loading visit fees', description: 'Accessible label of the placeholder shown while the visit fees load' },
  label: { id: 'invoices.payVisit.label', defaultMessage: 'Visit fees', description: 'Accessible name of the list of visit fees' },
  empty: { id: 'invoices.payVisit.empty', defaultMessage: 'No visit fees to pay', description: 'Empty state of the visit fees page' },
  visitDate: { id: 'invoices.payVisit.visitDate', defaultMessage: 'Visit date', description: 'Label of the date of the visit a fee is for' },
  payOnlineUntil: {
    id: 'invoices.payVisit.payOnlineUntil',
    defaultMessage: 'Pay online by',
    description: 'Label of the moment after which the visit fee can no longer be paid online',
  },
});
