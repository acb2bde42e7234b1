import { PageLayout, Stack } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { Announcement } from '../components/announcement';
import { BackToList } from '../components/back-to-list';
import { MessagingFrame } from '../components/messaging-frame';
import { NewConversationForm } from '../components/new-conversation-form';
import { newMessages } from '../messages';

/** `/{lang}/{conversations}/{new}`: a new message to the care team (booking doc section 2). */
export function NewConversationPage() {
  const intl = useIntl();
  return (
    <MessagingFrame>
      {(state) => (
        <PageLayout title={intl.formatMessage(newMessages.title)} before={<BackToList />}>
          <Stack gap={4}>
            <Announcement info={state.customerMessagingInfo} />
            <NewConversationForm owner={state.customerMessagingUserId} />
          </Stack>
        </PageLayout>
      )}
    </MessagingFrame>
  );
}
