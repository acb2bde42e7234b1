import { PageLayout } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { threadMessages } from '../messages';
import { BackToList } from './back-to-list';

/** A conversation that does not exist or is not the patient's (the server answers both alike). */
export function ConversationNotFound() {
  const intl = useIntl();
  return (
    <PageLayout title={intl.formatMessage(threadMessages.notFound)}>
      <p>{intl.formatMessage(threadMessages.notFoundText)}</p>
      <p>
        <BackToList />
      </p>
    </PageLayout>
  );
}
