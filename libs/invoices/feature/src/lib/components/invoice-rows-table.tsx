import type { InvoiceRow } from '@portal/invoices/contracts';
import { useLang } from '@portal/shared/i18n';
import { DataTable } from '@portal/shared/ui';
import { formatDate, formatEuros } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { summaryMessages } from '../messages';

/**
 * What the invoice consists of, as a table with real column headers (scrolling sideways on a
 * narrow screen, DataTable).
 */
export function InvoiceRowsTable({ rows }: { rows: readonly InvoiceRow[] }) {
  const intl = useIntl();
  const lang = useLang();
  if (rows.length === 0) return null;
  return (
    <DataTable caption={intl.formatMessage(summaryMessages.rows)}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(summaryMessages.rowDescription)}</th>
            <th scope="col" data-numeric>
              {intl.formatMessage(summaryMessages.rowCount)}
            </th>
            <th scope="col" data-numeric>
              {intl.formatMessage(summaryMessages.rowUnitPrice)}
            </th>
            <th scope="col">{intl.formatMessage(summaryMessages.rowDate)}</th>
            <th scope="col" data-numeric>
              {intl.formatMessage(summaryMessages.rowVat)}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <td>{row.description}</td>
              <td data-numeric>{intl.formatNumber(row.count)}</td>
              <td data-numeric>{formatEuros(row.unitPriceCents, lang)}</td>
              <td>{formatDate(row.date)}</td>
              <td data-numeric>
                {intl.formatNumber(row.vatPercentage / 100, { style: 'percent', maximumFractionDigits: 1 })}
              </td>
            </tr>
          ))}
        </tbody>
    </DataTable>
  );
}
