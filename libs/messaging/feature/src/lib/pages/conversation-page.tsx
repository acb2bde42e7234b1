import { useErrorReporter } from '@portal/shared/data-access';
import { Notice, PageLayout, PlaceholderRows, Stack, useToasts } from '@portal/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useMessagingClient } from '../api/messaging-client';
import type { ThreadAhead } from '../api/thread';
import { markAsRead, useThread, useThreadAhead } from '../api/thread';
import { AbsenceNotice } from '../components/absence-notice';
import { BackToList } from '../components/back-to-list';
import { ConversationNotFound } from '../components/conversation-not-found';
import { MessageList } from '../components/message-list';
import type { OpenPageState } from '../components/messaging-frame';
import { MessagingFrame } from '../components/messaging-frame';
import { Participants } from '../components/participants';
import { ReplyForm } from '../components/reply-form';
import { threadMessages } from '../messages';
import { THREAD_ID } from '../thread-id';

/** Opening a conversation the customer has not read marks it read, once per visit (booking doc section 4). */
function useMarkAsRead(threadId: string, unread: boolean | undefined) {
  const client = useMessagingClient();
  const reporter = useErrorReporter();
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (unread !== true || marked.current === threadId) return;
    marked.current = threadId;
    markAsRead(client, threadId).catch((error: unknown) => reporter.report(error, { process: 'messaging-mark-as-read' }));
  }, [client, reporter, threadId, unread]);
}

/** The spec's toast for a closed conversation (booking doc section 9: 15 s). */
export const CLOSED_CONVERSATION_TOAST_MS = 15_000;

/**
 * A closed conversation says so in a 15-second toast as it opens (the spec's way), once per visit;
 * the same words stay in place of the reply form, so nobody has to catch the toast in time.
 */
function useClosedToast(closed: boolean) {
  const intl = useIntl();
  const toasts = useToasts();
  const shown = useRef(false);
  useEffect(() => {
    if (!closed || shown.current) return;
    shown.current = true;
    toasts.add({ tone: 'info', title: intl.formatMessage(threadMessages.closed) }, { timeout: CLOSED_CONVERSATION_TOAST_MS });
  }, [closed, intl, toasts]);
}

function Conversation({ threadId, state, ahead }: { threadId: string; state: OpenPageState; ahead: ThreadAhead }) {
  const intl = useIntl();
  const reporter = useErrorReporter();
  const remote = useThread(threadId, ahead);
  const lastRef = useRef<HTMLElement>(null);
  const [sentCount, setSentCount] = useState(0);
  useMarkAsRead(threadId, remote.status === 'ready' ? !remote.data.thread.isRead : undefined);
  useClosedToast(remote.status === 'ready' && !remote.data.thread.isActive);

  // After a reply is shown, the last message takes focus and scrolls into view.
  useEffect(() => {
    if (sentCount === 0) return;
    lastRef.current?.focus();
    lastRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [sentCount]);

  if (remote.status === 'not-found') return <ConversationNotFound />;
  const title = remote.status === 'ready' ? remote.data.thread.title : intl.formatMessage(threadMessages.fallbackTitle);
  return (
    <PageLayout title={title} before={<BackToList />}>
      {remote.status === 'loading' && <PlaceholderRows count={4} label={intl.formatMessage(threadMessages.loading)} />}
      {remote.status === 'error' && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(threadMessages.error)}
        </Notice>
      )}
      {remote.status === 'ready' && (
        <Stack gap={4}>
          <Participants participants={remote.data.thread.participants} />
          <AbsenceNotice thread={remote.data.thread} now={remote.data.fetchedAt} />
          <MessageList messages={remote.data.thread.messages.paginatedMessages} now={remote.data.fetchedAt} customerId={state.customerMessagingUserId} lastRef={lastRef} />
          {remote.data.thread.isActive ? (
            <ReplyForm
              threadId={threadId}
              owner={state.customerMessagingUserId}
              onSent={async () => {
                try {
                  await remote.reload();
                  setSentCount((n) => n + 1);
                } catch (error) {
                  // The reply went; the next poll shows it.
                  reporter.report(error, { process: 'messaging-thread' });
                }
              }}
            />
          ) : (
            <Notice tone="info">{intl.formatMessage(threadMessages.closed)}</Notice>
          )}
        </Stack>
      )}
    </PageLayout>
  );
}

/** `/{lang}/{conversations}/{threadId}`: one conversation with the care team (booking doc section 2). */
export function ConversationPage() {
  const param = useParams()['threadId'];
  const valid = param !== undefined && THREAD_ID.test(param);
  // The thread travels beside the frame's page state, not after it.
  const ahead = useThreadAhead(valid ? param : null);
  if (!valid) return <ConversationNotFound />;
  return <MessagingFrame>{(state) => <Conversation key={param} threadId={param} state={state} ahead={ahead} />}</MessagingFrame>;
}
