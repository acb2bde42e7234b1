import { sectionTitles } from '@portal/shared/i18n';
import { ComingSoonPage } from '@portal/shared/ui';
import { useIntl } from 'react-intl';

export function InvoicesPage() {
  const intl = useIntl();
  return <ComingSoonPage title={intl.formatMessage(sectionTitles.invoices)} />;
}
