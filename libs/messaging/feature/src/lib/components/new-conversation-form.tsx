import { useErrorReporter } from '@portal/shared/data-access';
import { Button, Notice, TextArea, TextField } from '@portal/shared/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useMessagingClient } from '../api/messaging-client';
import type { CareTeamMember } from '../api/care-team';
import { sendMessageInNewThread } from '../api/new-thread';
import { AttachmentPicker } from '../attachments/attachment-picker';
import { useAttachments } from '../attachments/use-attachments';
import { draftKey, useDraft } from '../drafts/use-draft';
import { newMessages } from '../messages';
import { RecipientChoice } from './recipient-choice';
import styles from './messaging.module.css';

/** Subject max 70 characters (booking doc section 5). */
export const MAX_SUBJECT_LENGTH = 70;

const isBlank = (text: string) => text.trim() === '';

/**
 * A new conversation with the care team (booking doc sections 2, 4 and 5), to customer service or
 * to a professional of the patient's care team (decision 0057). Send is possible with
 * a subject (at most 70 characters) and a message that are not blank, while nothing is being sent
 * or uploaded. One thread path back: that conversation opens; anything else is an error.
 */
export function NewConversationForm({ owner }: { owner: string }) {
  const intl = useIntl();
  const client = useMessagingClient();
  const reporter = useErrorReporter();
  const navigate = useNavigate();
  const draft = useDraft(draftKey('new'), owner);
  const [subject, setSubject] = useState(draft.initial.subject);
  const [text, setText] = useState(draft.initial.text);
  const [recipient, setRecipient] = useState<CareTeamMember | null>(null);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const attachments = useAttachments();

  const subjectTooLong = subject.length > MAX_SUBJECT_LENGTH;
  const canSend = !isBlank(subject) && !isBlank(text) && !subjectTooLong && !sending && !attachments.isUploading;

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    setFailed(false);
    try {
      const path = await sendMessageInNewThread(client, { title: subject.trim(), content: text, attachments: attachments.uploaded, recipientId: recipient?.id ?? null });
      if (path === null) throw new Error('sendMessageInNewThread: not exactly one thread');
      draft.discard();
      await navigate(path);
    } catch (error) {
      reporter.report(error, { process: 'messaging-new-thread' });
      setFailed(true);
      setSending(false);
    }
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
      <RecipientChoice chosen={recipient} onChoose={setRecipient} isDisabled={sending} />
      <TextField
        label={intl.formatMessage(newMessages.subject)}
        value={subject}
        isRequired
        isDisabled={sending}
        description={`${subject.length} / ${MAX_SUBJECT_LENGTH}`}
        errorMessage={subjectTooLong ? intl.formatMessage(newMessages.subjectTooLong, { max: MAX_SUBJECT_LENGTH }) : undefined}
        onChange={(next) => {
          setSubject(next);
          draft.save({ subject: next, text });
        }}
      />
      <TextArea
        label={intl.formatMessage(newMessages.message)}
        value={text}
        rows={8}
        isRequired
        isDisabled={sending}
        onChange={(next) => {
          setText(next);
          draft.save({ subject, text: next });
        }}
      />
      <AttachmentPicker attachments={attachments} isDisabled={sending} />
      <p className={styles['hint']}>{intl.formatMessage(newMessages.disclaimer)}</p>
      {failed && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(newMessages.failed)}
        </Notice>
      )}
      <div className={styles['actions']}>
        <Button type="submit" isDisabled={!canSend}>
          {intl.formatMessage(sending ? newMessages.sending : newMessages.send)}
        </Button>
      </div>
    </form>
  );
}
