import type { InvoiceListItem } from '@portal/invoices/contracts';
import { PlainList } from '@portal/shared/ui';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { listMessages } from '../messages';
import { InvoiceCard } from './invoice-card';
import styles from './invoices.module.css';

export interface InvoiceListProps {
  invoices: readonly InvoiceListItem[];
  /** The list takes focus after moving to another page, so keyboard users start from its top. */
  ref?: Ref<HTMLUListElement>;
}

/** A semantic list of cards: each card reads as a whole on a narrow screen too. */
export function InvoiceList({ invoices, ref }: InvoiceListProps) {
  const intl = useIntl();
  return (
    <PlainList gap={4} ref={ref} tabIndex={-1} aria-label={intl.formatMessage(listMessages.label)} className={styles['list']}>
      {invoices.map((invoice) => (
        <InvoiceCard key={invoice.id} invoice={invoice} />
      ))}
    </PlainList>
  );
}
