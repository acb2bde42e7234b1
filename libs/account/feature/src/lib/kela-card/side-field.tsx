import type { KelaCardSide } from '@portal/account/contracts';
import { KELA_CARD_MAX_IMAGE_BYTES } from '@portal/account/contracts';
import { FileField, ProgressBar } from '@portal/shared/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { KELA_CARD_FILE_ACCEPT } from './image-file';
import { kelaCardMessages as m } from './messages';
import type { SideState } from './upload-state';
import styles from './kela-card.module.css';

/** The API's limit per image, as the patient reads it (10 MB). */
const MAX_MEGABYTES = KELA_CARD_MAX_IMAGE_BYTES / (1024 * 1024);

export interface SideFieldProps {
  side: KelaCardSide;
  state: SideState;
  /** A file chosen, or the choice cleared (null). */
  onChoose: (file: File | null) => void;
  isDisabled?: boolean;
}

const labels = {
  front: { file: m.frontFileLabel, progress: m.frontProgress },
  back: { file: m.backFileLabel, progress: m.backProgress },
} as const;

/** One side of the card: its file input, its status (announced politely) and, while uploading, its progress. */
export function SideField({ side, state, onChoose, isDisabled = false }: SideFieldProps) {
  const intl = useIntl();
  const id = useId();
  const statusId = `${id}-status`;
  const isError = state.status === 'error';

  const statusText = (() => {
    switch (state.status) {
      case 'missing':
        return intl.formatMessage(m.statusMissing);
      case 'ready-to-upload':
        return intl.formatMessage(m.statusReady, { fileName: state.file.name });
      case 'uploading':
        return intl.formatMessage(m.statusUploading);
      case 'uploaded':
        return intl.formatMessage(m.statusUploaded);
      case 'error':
        if (state.error === 'invalid-type') return intl.formatMessage(m.invalidType);
        if (state.error === 'too-large') return intl.formatMessage(m.tooLarge, { megabytes: MAX_MEGABYTES });
        return intl.formatMessage(m.uploadFailed);
    }
  })();

  return (
    <div className={styles['side']}>
      <FileField
        label={intl.formatMessage(labels[side].file)}
        hint={intl.formatMessage(m.fileHint, { megabytes: MAX_MEGABYTES })}
        accept={KELA_CARD_FILE_ACCEPT}
        aria-describedby={statusId}
        isInvalid={isError}
        isDisabled={isDisabled}
        onFiles={(files) => onChoose(files[0] ?? null)}
      />
      {state.status === 'uploading' && <ProgressBar label={intl.formatMessage(labels[side].progress)} value={state.progress} />}
      <p
        id={statusId}
        role="status"
        className={[styles['status'], isError && styles['error'], state.status === 'uploaded' && styles['uploaded']].filter(Boolean).join(' ')}
      >
        {statusText}
      </p>
    </div>
  );
}
