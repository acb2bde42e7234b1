import { useErrorReporter } from '@portal/shared/data-access';
import { Button, Notice, TextArea } from '@portal/shared/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessagingClient } from '../api/messaging-client';
import { sendMessage } from '../api/thread';
import { AttachmentPicker } from '../attachments/attachment-picker';
import { useAttachments } from '../attachments/use-attachments';
import { draftKey, useDraft } from '../drafts/use-draft';
import { threadMessages } from '../messages';
import styles from './messaging.module.css';

/**
 * A reply (booking doc section 5): non-blank text or at least one attachment, nothing being sent
 * or uploaded. After sending the field and the attachments clear and `onSent` shows the reply.
 */
export function ReplyForm({ threadId, owner, onSent }: { threadId: string; owner: string; onSent: () => Promise<void> }) {
  const intl = useIntl();
  const client = useMessagingClient();
  const reporter = useErrorReporter();
  const draft = useDraft(draftKey({ threadId }), owner);
  const [text, setText] = useState(draft.initial.text);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const attachments = useAttachments();

  const canSend = (text.trim() !== '' || attachments.uploaded.length > 0) && !sending && !attachments.isUploading;

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    setFailed(false);
    try {
      await sendMessage(client, threadId, { content: text, attachments: attachments.uploaded });
    } catch (error) {
      reporter.report(error, { process: 'messaging-reply' });
      setFailed(true);
      setSending(false);
      return;
    }
    draft.discard();
    setText('');
    attachments.clear();
    setSending(false);
    await onSent();
  };

  return (
    <form
      className={styles['form']}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextArea
        label={intl.formatMessage(threadMessages.reply)}
        value={text}
        rows={5}
        isDisabled={sending}
        onChange={(next) => {
          setText(next);
          draft.save({ subject: '', text: next });
        }}
      />
      <AttachmentPicker attachments={attachments} isDisabled={sending} />
      {failed && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(threadMessages.sendFailed)}
        </Notice>
      )}
      <div className={styles['actions']}>
        <Button type="submit" isDisabled={!canSend}>
          {intl.formatMessage(sending ? threadMessages.sending : threadMessages.send)}
        </Button>
      </div>
      <p className={styles['hint']}>{intl.formatMessage(threadMessages.responseTime)}</p>
    </form>
  );
}
