import { Button, FileField, PlainList, ProgressBar, Stack } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { attachmentMessages } from '../messages';
import styles from '../components/messaging.module.css';
import { ACCEPTED_EXTENSIONS } from './attachment-rules';
import type { Attachments } from './use-attachments';

/** The file picker and the files being added, each with its progress, a remove button or its failure. */
export function AttachmentPicker({ attachments, isDisabled = false }: { attachments: Attachments; isDisabled?: boolean }) {
  const intl = useIntl();
  return (
    <Stack gap={2}>
      <FileField
        label={intl.formatMessage(attachmentMessages.add)}
        hint={intl.formatMessage(attachmentMessages.hint)}
        accept={ACCEPTED_EXTENSIONS}
        multiple
        isDisabled={isDisabled}
        onFiles={attachments.add}
        resetAfterChoice
      />
      {attachments.items.length > 0 && (
        <PlainList gap={2} aria-label={intl.formatMessage(attachmentMessages.label)}>
          {attachments.items.map((item) => (
            <li key={item.id} className={[styles['attachmentItem'], item.status === 'error' && styles['attachmentError']].filter(Boolean).join(' ')}>
              {item.status === 'uploading' && <ProgressBar label={intl.formatMessage(attachmentMessages.uploading, { fileName: item.fileName })} value={item.progress} />}
              {item.status === 'uploaded' && <span>{intl.formatMessage(attachmentMessages.uploaded, { fileName: item.fileName })}</span>}
              {item.status === 'error' && <span role="alert">{intl.formatMessage(attachmentMessages.failed, { fileName: item.fileName })}</span>}
              <Button variant="ghost" size="small" isDisabled={isDisabled} onPress={() => attachments.remove(item.id)}>
                {intl.formatMessage(attachmentMessages.remove, { fileName: item.fileName })}
              </Button>
            </li>
          ))}
        </PlainList>
      )}
    </Stack>
  );
}
