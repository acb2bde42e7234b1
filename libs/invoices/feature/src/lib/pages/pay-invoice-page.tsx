import type { GoodSignInvoice } from '@portal/invoices/contracts';
import { ErrorView, Notice, PageLayout, PlaceholderRows, Stack } from '@portal/shared/ui';
import { formatDate } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useGoodSignInvoice } from '../api/get-good-sign-invoice';
import { EmailNotice } from '../components/email-notice';
import { AllInvoicesLink } from '../components/invoice-links';
import { InvoiceNotFound } from '../components/invoice-not-found';
import { PayInvoiceDetails } from '../components/pay-invoice-details';
import { PaymentArea } from '../components/payment-area';
import { payMessages } from '../messages';
import { payAreaOf } from '../state/payment';

const INVOICE_NUMBER = /^\d{1,20}$/;

function PayArea({ invoice, payerEmailValid }: { invoice: GoodSignInvoice; payerEmailValid: boolean }) {
  const intl = useIntl();
  switch (payAreaOf(invoice, payerEmailValid)) {
    case 'paid':
      return (
        <Notice tone="success">
          {invoice.paidDate
            ? intl.formatMessage(payMessages.paidOn, { date: formatDate(invoice.paidDate) })
            : intl.formatMessage(payMessages.paid)}
        </Notice>
      );
    case 'not-payable':
      return <Notice>{intl.formatMessage(payMessages.notPayableOnline)}</Notice>;
    case 'email-required':
      return <EmailNotice invoiceNumber={invoice.invoiceNumber} />;
    case 'payment':
      return <PaymentArea invoiceNumber={invoice.invoiceNumber} />;
  }
}

function Pay({ invoiceNumber }: { invoiceNumber: string }) {
  const intl = useIntl();
  const remote = useGoodSignInvoice(invoiceNumber);
  // A missing invoice (someone else's too) is answered as an empty data, a 404 would mean the same.
  if (remote.status === 'not-found' || (remote.status === 'ready' && !remote.data.data.invoice)) return <InvoiceNotFound />;
  return (
    <PageLayout title={intl.formatMessage(payMessages.title)} before={<AllInvoicesLink />}>
      {remote.status === 'loading' && <PlaceholderRows count={5} label={intl.formatMessage(payMessages.loading)} />}
      {remote.status === 'error' && <ErrorView onRetry={remote.retry} />}
      {remote.status === 'ready' && remote.data.data.invoice && (
        <Stack gap={4}>
          <PayInvoiceDetails invoice={remote.data.data.invoice} />
          <PayArea invoice={remote.data.data.invoice} payerEmailValid={remote.data.data.payerEmailValid} />
        </Stack>
      )}
    </PageLayout>
  );
}

/** `/{lang}/{pay}/{invoice number}`: paying one invoice online (account doc sections 2 and 4). */
export function PayInvoicePage() {
  const param = useParams()['invoiceNumber'];
  return param !== undefined && INVOICE_NUMBER.test(param) ? <Pay invoiceNumber={param} /> : <InvoiceNotFound />;
}
