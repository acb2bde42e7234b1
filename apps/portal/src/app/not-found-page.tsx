import { useLang } from '@portal/shared/i18n';
import { PageLayout } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { notFoundMessages } from './layout/messages';

export function NotFoundPage() {
  const intl = useIntl();
  const lang = useLang();
  return (
    <PageLayout title={intl.formatMessage(notFoundMessages.title)}>
      <p>{intl.formatMessage(notFoundMessages.text)}</p>
      <p>
        <Link to={`/${lang}`}>{intl.formatMessage(notFoundMessages.home)}</Link>
      </p>
    </PageLayout>
  );
}
