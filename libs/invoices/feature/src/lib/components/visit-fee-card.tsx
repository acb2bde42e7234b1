import type { VisitFee } from '@portal/invoices/contracts';
import { useLang } from '@portal/shared/i18n';
import { Card, DescriptionList } from '@portal/shared/ui';
import { formatDate, formatEuros, formatTime } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { invoiceMessages, visitMessages } from '../messages';
import { PayLink } from './invoice-links';
import styles from './invoices.module.css';

/** One visit fee: what it is for, the visit's date when known, the sum, until when, and Pay. */
export function VisitFeeCard({ fee }: { fee: VisitFee }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Card as="li" title={fee.description}>
      <DescriptionList>
        {fee.visitStart !== null && (
          <>
            <dt>{intl.formatMessage(visitMessages.visitDate)}</dt>
            <dd>{formatDate(fee.visitStart)}</dd>
          </>
        )}
        <dt>{intl.formatMessage(invoiceMessages.invoiceNumber)}</dt>
        <dd>{fee.invoiceNumber}</dd>
        <dt>{intl.formatMessage(invoiceMessages.sum)}</dt>
        <dd className={styles['sum']}>{formatEuros(fee.sumCents, lang)}</dd>
        <dt>{intl.formatMessage(visitMessages.payOnlineUntil)}</dt>
        <dd>
          {intl.formatMessage(invoiceMessages.dateTime, {
            date: formatDate(fee.payableOnlineUntil),
            time: formatTime(fee.payableOnlineUntil),
          })}
        </dd>
      </DescriptionList>
      {fee.canBePaidOnline && (
        <div className={styles['actions']}>
          <PayLink invoiceNumber={fee.invoiceNumber} />
        </div>
      )}
    </Card>
  );
}
