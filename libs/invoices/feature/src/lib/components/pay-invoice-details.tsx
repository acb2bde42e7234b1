import type { GoodSignInvoice } from '@portal/invoices/contracts';
import { useLang } from '@portal/shared/i18n';
import { Card, DescriptionList } from '@portal/shared/ui';
import { formatDate, formatEuros, formatTime } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { invoiceMessages, payMessages } from '../messages';
import { InvoiceRowsTable } from './invoice-rows-table';
import styles from './invoices.module.css';

/** The invoice as the pay page shows it (account doc section 3, 'invoice for payment'). */
export function PayInvoiceDetails({ invoice }: { invoice: GoodSignInvoice }) {
  const intl = useIntl();
  const lang = useLang();
  const address = invoice.buyerAddress;
  return (
    <Card as="article" title={intl.formatMessage(invoiceMessages.heading, { invoiceNumber: invoice.invoiceNumber })}>
      <DescriptionList>
        <dt>{intl.formatMessage(payMessages.buyer)}</dt>
        <dd>
          {invoice.buyerName}
          {address && (
            <>
              <br />
              {address.street}
              <br />
              {`${address.postalCode} ${address.postOffice}`}
            </>
          )}
        </dd>
        <dt>{intl.formatMessage(invoiceMessages.creationDate)}</dt>
        <dd>{formatDate(invoice.creationDate)}</dd>
        <dt>{intl.formatMessage(invoiceMessages.dueDate)}</dt>
        <dd>{formatDate(invoice.dueDate)}</dd>
        {invoice.payableOnlineUntil !== null && invoice.status === 'Open' && (
          <>
            <dt>{intl.formatMessage(payMessages.payableOnlineUntil)}</dt>
            <dd>
              {intl.formatMessage(invoiceMessages.dateTime, {
                date: formatDate(invoice.payableOnlineUntil),
                time: formatTime(invoice.payableOnlineUntil),
              })}
            </dd>
          </>
        )}
        <dt>{intl.formatMessage(invoiceMessages.sum)}</dt>
        <dd className={styles['sum']}>{formatEuros(invoice.sumCents, lang)}</dd>
      </DescriptionList>
      <InvoiceRowsTable rows={invoice.rows} />
    </Card>
  );
}
