import type { StatusLabel } from '../invoice-status';
import { creditedNumbers } from '../invoice-status';
import { Notice } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { invoiceMessages } from '../messages';
import styles from './invoices.module.css';

const statusMessages = {
  paid: invoiceMessages.statusPaid,
  unpaid: invoiceMessages.statusUnpaid,
  refunded: invoiceMessages.statusRefunded,
  refundInProgress: invoiceMessages.statusRefundInProgress,
  notAvailable: invoiceMessages.statusNotAvailable,
} as const satisfies Record<StatusLabel, unknown>;

export function StatusText({ label }: { label: StatusLabel }) {
  const intl = useIntl();
  return <>{intl.formatMessage(statusMessages[label])}</>;
}

/** 'Credits invoices 123, 456' on a credit note; nothing for an ordinary invoice. */
export function CreditsText({ creditedInvoiceNumber }: { creditedInvoiceNumber: string | null }) {
  const intl = useIntl();
  const numbers = creditedNumbers(creditedInvoiceNumber);
  if (numbers.length === 0) return null;
  return (
    <p className={styles['note']}>
      {intl.formatMessage(invoiceMessages.credits, { count: numbers.length, numbers: numbers.join(', ') })}
    </p>
  );
}

/** An overdue invoice asks the patient to contact the collection company (account doc section 4). */
export function CollectionNotice() {
  const intl = useIntl();
  return <Notice tone="warning">{intl.formatMessage(invoiceMessages.overdueNotice)}</Notice>;
}
