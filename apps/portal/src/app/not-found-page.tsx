import { useLang } from '@portal/shared/i18n';
import { Anchor, PageLayout } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { notFoundMessages } from './layout/messages';

export function NotFoundPage() {
  const intl = useIntl();
  const lang = useLang();
  return (
    <PageLayout title={intl.formatMessage(notFoundMessages.title)}>
      <p>{intl.formatMessage(notFoundMessages.text)}</p>
      <p>
        <Anchor href={`/${lang}`}>{intl.formatMessage(notFoundMessages.home)}</Anchor>
      </p>
    </PageLayout>
  );
}
