import { PageLayout } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { invoiceMessages } from '../messages';
import { AllInvoicesLink } from './invoice-links';

/** 'Invoice not found' (account doc section 8), with the way to the patient's invoices. */
export function InvoiceNotFound() {
  const intl = useIntl();
  return (
    <PageLayout title={intl.formatMessage(invoiceMessages.notFound)}>
      <p>{intl.formatMessage(invoiceMessages.notFoundText)}</p>
      <p>
        <AllInvoicesLink />
      </p>
    </PageLayout>
  );
}
