import { pagePaths } from '@portal/shared/util';
import type { PaymentResultRequest } from '@portal/invoices/contracts';
import { useBrand } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { ErrorView, Link, Notice, PageLayout, PlaceholderRows } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { usePaymentResult } from '../api/post-payment-result';
import { AllInvoicesLink } from '../components/invoice-links';
import { InvoiceNotFound } from '../components/invoice-not-found';
import { paymentMessages, resultMessages } from '../messages';
import { resultViewOf } from '../state/payment';
import styles from '../components/invoices.module.css';

/** Paytrail's reference is the invoice number (create-payment.ts of the invoices server). */
const INVOICE_NUMBER = /^\d{1,20}$/;

function Result({ query }: { query: PaymentResultRequest }) {
  const intl = useIntl();
  const lang = useLang();
  const brand = useBrand();
  const remote = usePaymentResult(query);
  const title = intl.formatMessage(resultMessages.title);

  if (remote.status === 'loading') {
    return (
      <PageLayout title={title}>
        <PlaceholderRows count={2} label={intl.formatMessage(resultMessages.checking)} />
      </PageLayout>
    );
  }
  if (remote.status === 'not-found') return <InvoiceNotFound pageTitle={title} />;
  if (remote.status === 'error') {
    return (
      <PageLayout title={title}>
        <ErrorView onRetry={remote.retry} />
      </PageLayout>
    );
  }

  const phone = brand.customerServicePhone;
  switch (resultViewOf(remote.data)) {
    case 'completed':
      return (
        <PageLayout title={intl.formatMessage(resultMessages.completed)}>
          <Notice tone="success">{intl.formatMessage(resultMessages.completedText)}</Notice>
          <p>
            <Link variant="button" href={pagePaths.home.front(lang)}>
              {intl.formatMessage(resultMessages.frontPage)}
            </Link>
          </p>
        </PageLayout>
      );
    case 'interrupted': {
      const reference = query['checkout-reference'];
      const invoiceNumber = reference !== undefined && INVOICE_NUMBER.test(reference) ? reference : null;
      return (
        <PageLayout title={intl.formatMessage(paymentMessages.paymentInterrupted)}>
          <Notice tone="warning">
            {invoiceNumber === null
              ? intl.formatMessage(paymentMessages.notCharged)
              : intl.formatMessage(resultMessages.interruptedText, { invoiceNumber })}
          </Notice>
          <p className={styles['actions']}>
            {invoiceNumber !== null && (
              <Link variant="button" href={pagePaths.invoices.pay(lang, invoiceNumber)}>
                {intl.formatMessage(resultMessages.tryAgain)}
              </Link>
            )}
            <AllInvoicesLink />
          </p>
        </PageLayout>
      );
    }
    case 'processing':
      // Pending or delayed: the outcome arrives with Paytrail's callback, so the page says what
      // happens next instead of leaving the patient to guess (decision 0050).
      return (
        <PageLayout title={intl.formatMessage(resultMessages.processing)}>
          <Notice tone="info">{intl.formatMessage(resultMessages.processingText, { phone })}</Notice>
          <p>
            <AllInvoicesLink />
          </p>
        </PageLayout>
      );
    case 'not-found':
      return <InvoiceNotFound pageTitle={title} />;
    case 'failed':
      return (
        <PageLayout title={intl.formatMessage(paymentMessages.paymentFailed)}>
          <Notice tone="error">{intl.formatMessage(resultMessages.failedText, { phone })}</Notice>
          <p>
            <AllInvoicesLink />
          </p>
        </PageLayout>
      );
    case 'already-paid':
      return (
        <PageLayout title={intl.formatMessage(paymentMessages.unableToProcess)}>
          <Notice tone="warning">{intl.formatMessage(resultMessages.alreadyPaidText, { phone })}</Notice>
          <p>
            <AllInvoicesLink />
          </p>
        </PageLayout>
      );
    case 'error':
      // postPaymentResult turns these answers into failures (the retry view above).
      return (
        <PageLayout title={title}>
          <ErrorView />
        </PageLayout>
      );
  }
}

/**
 * `/{lang}/{payment}/{invoice id}`: where the payment provider returns the payer, with Paytrail's
 * signed `checkout-*` query. The page posts the query to the API, which verifies it and records
 * the outcome, and shows what the API answers. Without a query there is nothing to show.
 */
export function PaymentResultPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const query: PaymentResultRequest = Object.fromEntries(search);
  if (Object.keys(query).length === 0) return <InvoiceNotFound pageTitle={intl.formatMessage(resultMessages.title)} />;
  return <Result query={query} />;
}
