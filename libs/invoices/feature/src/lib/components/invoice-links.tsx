import { pagePaths } from '@portal/shared/util';
import type { InvoiceListItem } from '@portal/invoices/contracts';
import { useLang } from '@portal/shared/i18n';
import type { LinkVariant } from '@portal/shared/ui';
import { Link, visuallyHiddenChunks } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { invoicePdfUrl } from '../api/invoice-pdf';
import { invoiceMessages } from '../messages';

type Linked = Pick<InvoiceListItem, 'id' | 'invoiceNumber'>;

/**
 * The invoice's or receipt's PDF. It opens in a new tab: react-aria would otherwise route an
 * address of ours inside the app (the API's PDF is no page of the portal), and in the mobile app's
 * web view a new-tab link is handed to the phone, which shows PDFs.
 */
export function PdfLink({ invoice, kind }: { invoice: Linked; kind: 'invoice' | 'receipt' }) {
  const intl = useIntl();
  const lang = useLang();
  const message = kind === 'receipt' ? invoiceMessages.receiptLink : invoiceMessages.invoiceLink;
  return (
    <Link href={invoicePdfUrl(invoice, kind, lang)} target="_blank">
      {intl.formatMessage(message, { invoiceNumber: invoice.invoiceNumber, hidden: visuallyHiddenChunks })}
    </Link>
  );
}

export function SummaryLink({ invoice }: { invoice: Linked }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Link href={pagePaths.invoices.summary(lang, invoice.id)}>
      {intl.formatMessage(invoiceMessages.summaryLink, { invoiceNumber: invoice.invoiceNumber, hidden: visuallyHiddenChunks })}
    </Link>
  );
}

export function PayLink({ invoiceNumber, variant = 'button' }: { invoiceNumber: string; variant?: LinkVariant }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Link variant={variant} href={pagePaths.invoices.pay(lang, invoiceNumber)}>
      {intl.formatMessage(invoiceMessages.payLink, { invoiceNumber, hidden: visuallyHiddenChunks })}
    </Link>
  );
}

export function AllInvoicesLink() {
  const intl = useIntl();
  const lang = useLang();
  return <Link href={pagePaths.invoices.list(lang)}>{intl.formatMessage(invoiceMessages.allInvoices)}</Link>;
}
