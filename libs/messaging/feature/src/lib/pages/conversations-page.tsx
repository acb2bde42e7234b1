import { pagePaths } from '@portal/shared/util';
import { sectionTitles, useLang } from '@portal/shared/i18n';
import { EmptyState, Link, Notice, PageLayout, Pagination, PlaceholderRows, parsePage, Stack, usePageFocus } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { THREADS_PAGE_SIZE, useThreads } from '../api/threads';
import { Announcement } from '../components/announcement';
import { ConversationList } from '../components/conversation-list';
import type { OpenPageState } from '../components/messaging-frame';
import { MessagingFrame } from '../components/messaging-frame';
import { frameMessages, listMessages } from '../messages';
import styles from '../components/messaging.module.css';

function Conversations({ state }: { state: OpenPageState }) {
  const intl = useIntl();
  const lang = useLang();
  const [query] = useSearchParams();
  const page = parsePage(query.get('page'));
  const remote = useThreads(page);
  const listRef = usePageFocus<HTMLUListElement>(page, remote.status === 'ready');

  const pageCount = remote.status === 'ready' ? Math.ceil(remote.data.threads.totalCount / THREADS_PAGE_SIZE) : 0;
  // A page past the end (an old link, fewer conversations now): the last page there is.
  if (remote.status === 'ready' && page > 0 && page >= pageCount) {
    return <Navigate replace to={pagePaths.messaging.list(lang, Math.max(0, pageCount - 1))} />;
  }

  return (
    <PageLayout title={intl.formatMessage(sectionTitles.conversations)} intro={<p>{intl.formatMessage(listMessages.intro)}</p>}>
      <Stack gap={4}>
        <div className={styles['actions']}>
          <Link variant="button" href={pagePaths.messaging.newConversation(lang)}>
            {intl.formatMessage(listMessages.newConversation)}
          </Link>
        </div>
        <Announcement info={state.customerMessagingInfo} />
        {remote.status === 'loading' && <PlaceholderRows count={4} label={intl.formatMessage(frameMessages.loading)} />}
        {(remote.status === 'error' || remote.status === 'not-found') && (
          <Notice tone="error" role="alert">
            {intl.formatMessage(listMessages.error)}
          </Notice>
        )}
        {remote.status === 'ready' &&
          (remote.data.threads.paginatedThreads.length > 0 ? (
            <>
              <ConversationList ref={listRef} threads={remote.data.threads.paginatedThreads} now={remote.data.fetchedAt} />
              <Pagination label={intl.formatMessage(listMessages.pagination)} page={page} pageCount={pageCount} hrefOf={(to) => pagePaths.messaging.list(lang, to)} />
            </>
          ) : (
            <EmptyState title={intl.formatMessage(listMessages.empty)} text={intl.formatMessage(listMessages.emptyText)} />
          ))}
      </Stack>
    </PageLayout>
  );
}

/**
 * `/{lang}/{conversations}`: the patient's conversations with the care team, 10 a page, read again
 * every two minutes (booking doc sections 2, 4 and 9). The page is in the address (`?page=`).
 */
export function ConversationsPage() {
  return <MessagingFrame>{(state) => <Conversations state={state} />}</MessagingFrame>;
}
