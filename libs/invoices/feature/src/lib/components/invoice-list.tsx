import type { InvoiceListItem } from '@portal/invoices/contracts';
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
    <ul
      ref={ref}
      tabIndex={-1}
      aria-label={intl.formatMessage(listMessages.label)}
      className={[styles['plainList'], styles['stack']].join(' ')}
    >
      {invoices.map((invoice) => (
        <InvoiceCard key={invoice.id} invoice={invoice} />
      ))}
    </ul>
  );
}
