import type { InvoiceSummary } from '@portal/invoices/contracts';
import { useLang } from '@portal/shared/i18n';
import { Card, DescriptionList, ErrorView, PageLayout, PlaceholderRows } from '@portal/shared/ui';
import { formatDate, formatEuros } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useInvoiceSummary } from '../api/get-invoice-summary';
import { InvoiceNotFound } from '../components/invoice-not-found';
import { AllInvoicesLink, PayLink, PdfLink } from '../components/invoice-links';
import { InvoiceRowsTable } from '../components/invoice-rows-table';
import { CollectionNotice, CreditsText, StatusText } from '../components/invoice-status';
import { presentInvoice } from '../invoice-status';
import { invoiceMessages, summaryMessages } from '../messages';
import styles from '../components/invoices.module.css';

const INVOICE_ID = /^\d{1,10}$/;

/** The summary's details: the list's fields, the paid date, the rows, the PDF and Pay. */
export function InvoiceSummaryDetails({ invoice }: { invoice: InvoiceSummary }) {
  const intl = useIntl();
  const lang = useLang();
  const presentation = presentInvoice(invoice);
  return (
    <Card as="article" title={intl.formatMessage(invoiceMessages.heading, { invoiceNumber: invoice.invoiceNumber })}>
      <DescriptionList>
        <dt>{intl.formatMessage(invoiceMessages.productOrService)}</dt>
        <dd>{invoice.description}</dd>
        <dt>{intl.formatMessage(invoiceMessages.status)}</dt>
        <dd>
          <StatusText label={presentation.label} />
        </dd>
        <dt>{intl.formatMessage(invoiceMessages.creationDate)}</dt>
        <dd>{formatDate(invoice.creationDate)}</dd>
        <dt>{intl.formatMessage(invoiceMessages.dueDate)}</dt>
        <dd>{formatDate(invoice.dueDate)}</dd>
        {invoice.paidDate !== null && (
          <>
            <dt>{intl.formatMessage(invoiceMessages.paidDate)}</dt>
            <dd>{formatDate(invoice.paidDate)}</dd>
          </>
        )}
        <dt>{intl.formatMessage(invoiceMessages.sum)}</dt>
        <dd className={styles['sum']}>{formatEuros(invoice.sumCents, lang)}</dd>
      </DescriptionList>
      <CreditsText creditedInvoiceNumber={invoice.creditedInvoiceNumber} />
      {presentation.collectionNotice && <CollectionNotice />}
      <InvoiceRowsTable rows={invoice.rows} />
      {(invoice.hasPdf || invoice.canBePaidOnline) && (
        <div className={styles['actions']}>
          {invoice.hasPdf && <PdfLink invoice={invoice} kind={invoice.status === 'paid' ? 'receipt' : 'invoice'} />}
          {invoice.canBePaidOnline && <PayLink invoiceNumber={invoice.invoiceNumber} />}
        </div>
      )}
    </Card>
  );
}

function Summary({ invoiceId }: { invoiceId: number }) {
  const intl = useIntl();
  const remote = useInvoiceSummary(invoiceId);
  // 404: not the patient's (or no such invoice): a page of its own, not the retry view.
  if (remote.status === 'not-found') return <InvoiceNotFound />;
  return (
    <PageLayout title={intl.formatMessage(summaryMessages.title)} before={<AllInvoicesLink />}>
      {remote.status === 'loading' && <PlaceholderRows count={5} label={intl.formatMessage(summaryMessages.loading)} />}
      {remote.status === 'error' && <ErrorView onRetry={remote.retry} />}
      {remote.status === 'ready' && <InvoiceSummaryDetails invoice={remote.data} />}
    </PageLayout>
  );
}

/** `/{lang}/{invoices}/{summary}/{id}`: one of the patient's invoices (account doc section 2). */
export function InvoiceSummaryPage() {
  const param = useParams()['invoiceId'];
  return param !== undefined && INVOICE_ID.test(param) ? <Summary invoiceId={Number(param)} /> : <InvoiceNotFound />;
}
