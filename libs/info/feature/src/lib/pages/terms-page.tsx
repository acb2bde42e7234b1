import { sectionTitles } from '@portal/shared/i18n';
import { ComingSoonPage } from '@portal/shared/ui';
import { useIntl } from 'react-intl';

export function TermsPage() {
  const intl = useIntl();
  return <ComingSoonPage title={intl.formatMessage(sectionTitles.terms)} />;
}
