import { pagePaths } from '@portal/shared/util';
import { useLang } from '@portal/shared/i18n';
import { Link, PlainList, visuallyHiddenChunks } from '@portal/shared/ui';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import type { ThreadSummary } from '../api/threads';
import { listTime } from '../dates';
import { frameMessages, listMessages, threadMessages } from '../messages';
import styles from './messaging.module.css';

function Excerpt({ thread }: { thread: ThreadSummary }) {
  const intl = useIntl();
  const latest = thread.messages.paginatedMessages[0];
  if (!latest) return <p className={styles['excerpt']}>{intl.formatMessage(listMessages.noMessages)}</p>;
  if (latest.deleted) return <p className={styles['excerpt']}>{intl.formatMessage(threadMessages.deleted)}</p>;
  const text = latest.content?.trim() ?? '';
  return (
    <p className={styles['excerpt']}>{text !== '' ? text.split('\n', 1)[0] : intl.formatMessage(listMessages.attachmentsOnly, { count: latest.attachments.length })}</p>
  );
}

/**
 * The conversations of one page, newest activity first. An unread one stands out by its edge, a
 * bold title and the word 'Unread', which screen readers hear with the link.
 */
export function ConversationList({ threads, now, ref }: { threads: readonly ThreadSummary[]; now: Date; ref?: Ref<HTMLUListElement> }) {
  const intl = useIntl();
  const lang = useLang();
  const yesterday = intl.formatMessage(frameMessages.yesterday);
  return (
    <PlainList gap={4} ref={ref} tabIndex={-1} className={styles['list']} aria-label={intl.formatMessage(listMessages.label)}>
      {threads.map((thread) => {
        const latest = thread.messages.paginatedMessages[0];
        const unread = !thread.isRead;
        return (
          <li key={thread.id} className={[styles['threadItem'], unread && styles['unread']].filter(Boolean).join(' ')}>
            <div className={styles['threadHeader']}>
              <h2 className={styles['threadTitle']}>
                <Link href={pagePaths.messaging.conversation(lang, thread.id)}>
                  {unread && <span className={styles['badge']}>{intl.formatMessage(listMessages.unread)}</span>}
                  {thread.title}
                </Link>
              </h2>
              {latest && (
                <time dateTime={latest.created} className={styles['meta']}>
                  {intl.formatMessage(listMessages.latest, {
                    time: listTime(latest.created, now, lang, yesterday),
                    hidden: visuallyHiddenChunks,
                  })}
                </time>
              )}
            </div>
            <Excerpt thread={thread} />
          </li>
        );
      })}
    </PlainList>
  );
}
