import { PageLayout } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { invoiceMessages } from '../messages';
import { AllInvoicesLink } from './invoice-links';

/**
 * 'Invoice not found' (account doc section 8), with the way to the patient's invoices: the
 * page's heading, or under the page's own title (`pageTitle`) where the page is about something
 * else (the payment result page, whose address always names a payment).
 */
export function InvoiceNotFound({ pageTitle }: { pageTitle?: string }) {
  const intl = useIntl();
  const notFound = intl.formatMessage(invoiceMessages.notFound);
  return (
    <PageLayout title={pageTitle ?? notFound}>
      {pageTitle && (
        <p>
          <strong>{notFound}</strong>
        </p>
      )}
      <p>{intl.formatMessage(invoiceMessages.notFoundText)}</p>
      <p>
        <AllInvoicesLink />
      </p>
    </PageLayout>
  );
}
