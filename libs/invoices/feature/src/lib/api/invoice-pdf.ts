import { withQuery } from '@portal/shared/util';
import type { InvoiceListItem } from '@portal/invoices/contracts';
import type { Lang } from '@portal/shared/i18n';

/**
 * `GET /api/invoices/{id}/pdf?filename&lang` (account doc section 7): a plain link, which the
 * browser opens; the API client has no part in it. A paid invoice's PDF is its receipt.
 */
export function invoicePdfUrl(invoice: Pick<InvoiceListItem, 'id' | 'invoiceNumber'>, kind: 'invoice' | 'receipt', lang: Lang): string {
  return withQuery(`/api/invoices/${invoice.id}/pdf`, { filename: `${kind}-${invoice.invoiceNumber}.pdf`, lang });
}
