import { useErrorReporter } from '@portal/shared/data-access';
import { Button, PlainList, useToasts } from '@portal/shared/ui';
import { formatTime } from '@portal/shared/util';
import type { Ref } from 'react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { attachmentDownloadUrl } from '../api/attachments';
import { useMessagingClient } from '../api/messaging-client';
import type { ThreadMessage } from '../api/thread';
import { dayHeading, groupByDay } from '../dates';
import { attachmentMessages, frameMessages, threadMessages } from '../messages';
import styles from './messaging.module.css';
import { fullName } from './participants';
import { QuestionnaireLinks } from './questionnaire-links';

/** An image attachment, recognised by its file name as the spec says (booking doc section 9). */
export function isImageAttachment(fileName: string): boolean {
  return /\.(jpe?g|png)$/i.test(fileName);
}

/**
 * A small preview of an image attachment: its 5-minute address is asked for as the message shows,
 * and the image loads from the API like the Open button's. Nothing shows when that fails; the
 * button still opens it.
 */
function ImagePreview({ id, fileName }: { id: string; fileName: string }) {
  const intl = useIntl();
  const client = useMessagingClient();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    attachmentDownloadUrl(client, id).then(
      (address) => {
        if (current) setUrl(address);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client, id]);
  if (url === null) return null;
  return <img className={styles['preview']} src={url} alt={intl.formatMessage(attachmentMessages.preview, { fileName })} loading="lazy" />;
}

function AttachmentButtons({ attachments }: { attachments: ThreadMessage['attachments'] }) {
  const intl = useIntl();
  const client = useMessagingClient();
  const toasts = useToasts();
  const reporter = useErrorReporter();
  if (attachments.length === 0) return null;
  const open = async (id: string) => {
    // The tab opens at the press, before the address is known, so that no pop-up blocker stops it.
    const tab = window.open('', '_blank');
    try {
      const url = await attachmentDownloadUrl(client, id);
      if (tab) {
        tab.opener = null;
        tab.location.replace(url);
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      tab?.close();
      reporter.report(error, { process: 'messaging-attachment-download' });
      toasts.add({ tone: 'error', title: intl.formatMessage(attachmentMessages.downloadFailed) });
    }
  };
  return (
    <PlainList className={styles['actions']} aria-label={intl.formatMessage(attachmentMessages.inMessage)}>
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          {isImageAttachment(attachment.fileName) && <ImagePreview id={attachment.id} fileName={attachment.fileName} />}
          <Button variant="secondary" size="small" onPress={() => void open(attachment.id)}>
            {intl.formatMessage(attachmentMessages.download, { fileName: attachment.fileName })}
          </Button>
        </li>
      ))}
    </PlainList>
  );
}

/**
 * The conversation's messages, oldest first, under a heading for each Helsinki day (today,
 * yesterday or the date), each with its author and time (HH:mm). A deleted message says so in
 * place of its text. The last message can take focus after sending.
 */
export function MessageList({ messages, now, customerId, lastRef }: { messages: readonly ThreadMessage[]; now: Date; customerId: string; lastRef: Ref<HTMLElement> }) {
  const intl = useIntl();
  const last = messages.at(-1);
  return (
    <section aria-label={intl.formatMessage(threadMessages.messagesLabel)}>
      {groupByDay(messages).map((group) => {
        const heading = dayHeading(group.day, now);
        const headingText =
          heading.kind === 'today' ? intl.formatMessage(frameMessages.today) : heading.kind === 'yesterday' ? intl.formatMessage(frameMessages.yesterday) : heading.text;
        return (
          <div key={group.day}>
            <h2 className={styles['dayHeading']}>
              <time dateTime={group.day}>{headingText}</time>
            </h2>
            {group.items.map((message) => {
              const own = message.author?.__typename === 'CustomerUser' && message.author.id === customerId;
              return (
                <article
                  key={message.id}
                  ref={message === last ? lastRef : undefined}
                  tabIndex={message === last ? -1 : undefined}
                  className={[styles['message'], own && styles['ownMessage']].filter(Boolean).join(' ')}
                  aria-labelledby={`message-${message.id}-author`}
                >
                  <header className={styles['messageHeader']}>
                    <span id={`message-${message.id}-author`} className={styles['author']}>
                      {message.author ? fullName(message.author) : intl.formatMessage(threadMessages.unknownAuthor)}
                    </span>
                    <time dateTime={message.created} className={styles['meta']}>
                      {intl.formatMessage(threadMessages.sentAt, { time: formatTime(message.created) })}
                    </time>
                  </header>
                  {message.deleted ? (
                    <p className={styles['deleted']}>{intl.formatMessage(threadMessages.deleted)}</p>
                  ) : (
                    <>
                      {message.content && <p className={styles['content']}>{message.content}</p>}
                      <AttachmentButtons attachments={message.attachments} />
                      <QuestionnaireLinks invitations={message.questionnaireInvitations} />
                    </>
                  )}
                </article>
              );
            })}
          </div>
        );
      })}
    </section>
  );
}
