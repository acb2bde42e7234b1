import type { InvoiceListItem } from '@portal/invoices/contracts';
import { useLang } from '@portal/shared/i18n';
import { Card, DescriptionList } from '@portal/shared/ui';
import { formatDate, formatEuros } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { presentInvoice } from '../invoice-status';
import { invoiceMessages } from '../messages';
import { PayLink, PdfLink, SummaryLink } from './invoice-links';
import { CollectionNotice, CreditsText, StatusText } from './invoice-status';
import styles from './invoices.module.css';

/**
 * One invoice of the list: a card with its heading and fields, which reads the same on a narrow
 * screen, then the link its status gives and the Pay link (account doc sections 3 and 4).
 */
export function InvoiceCard({ invoice }: { invoice: InvoiceListItem }) {
  const intl = useIntl();
  const lang = useLang();
  const presentation = presentInvoice(invoice);
  return (
    <Card as="li" title={intl.formatMessage(invoiceMessages.heading, { invoiceNumber: invoice.invoiceNumber })} headingLevel={2}>
      <DescriptionList>
        <dt>{intl.formatMessage(invoiceMessages.productOrService)}</dt>
        <dd>{invoice.description}</dd>
        <dt>{intl.formatMessage(invoiceMessages.status)}</dt>
        <dd>
          <StatusText label={presentation.label} />
        </dd>
        <dt>{intl.formatMessage(invoiceMessages.sum)}</dt>
        <dd className={styles['sum']}>{formatEuros(invoice.sumCents, lang)}</dd>
        <dt>{intl.formatMessage(invoiceMessages.creationDate)}</dt>
        <dd>{formatDate(invoice.creationDate)}</dd>
        <dt>{intl.formatMessage(invoiceMessages.dueDate)}</dt>
        <dd>{formatDate(invoice.dueDate)}</dd>
      </DescriptionList>
      <CreditsText creditedInvoiceNumber={invoice.creditedInvoiceNumber} />
      {presentation.collectionNotice && <CollectionNotice />}
      {(presentation.link !== null || presentation.pay) && (
        <div className={styles['actions']}>
          {presentation.link === 'summary' && <SummaryLink invoice={invoice} />}
          {(presentation.link === 'invoice' || presentation.link === 'receipt') && (
            <PdfLink invoice={invoice} kind={presentation.link} />
          )}
          {presentation.pay && <PayLink invoiceNumber={invoice.invoiceNumber} />}
        </div>
      )}
    </Card>
  );
}
