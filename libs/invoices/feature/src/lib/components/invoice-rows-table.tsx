import type { InvoiceRow } from '@portal/invoices/contracts';
import { useLang } from '@portal/shared/i18n';
import { formatDate, formatEuros } from '@portal/shared/util';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { summaryMessages } from '../messages';
import styles from './invoices.module.css';

/**
 * What the invoice consists of, as a table with real column headers. On a narrow screen the
 * table scrolls sideways inside a labelled region that the keyboard can reach.
 */
export function InvoiceRowsTable({ rows }: { rows: readonly InvoiceRow[] }) {
  const intl = useIntl();
  const lang = useLang();
  const captionId = useId();
  if (rows.length === 0) return null;
  return (
    // A scrollable region must be focusable to be scrolled by keyboard (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={styles['tableRegion']}>
      <table className={styles['table']}>
        <caption id={captionId}>{intl.formatMessage(summaryMessages.rows)}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(summaryMessages.rowDescription)}</th>
            <th scope="col" className={styles['numeric']}>
              {intl.formatMessage(summaryMessages.rowCount)}
            </th>
            <th scope="col" className={styles['numeric']}>
              {intl.formatMessage(summaryMessages.rowUnitPrice)}
            </th>
            <th scope="col">{intl.formatMessage(summaryMessages.rowDate)}</th>
            <th scope="col" className={styles['numeric']}>
              {intl.formatMessage(summaryMessages.rowVat)}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <td>{row.description}</td>
              <td className={styles['numeric']}>{intl.formatNumber(row.count)}</td>
              <td className={styles['numeric']}>{formatEuros(row.unitPriceCents, lang)}</td>
              <td>{formatDate(row.date)}</td>
              <td className={styles['numeric']}>
                {intl.formatNumber(row.vatPercentage / 100, { style: 'percent', maximumFractionDigits: 1 })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
