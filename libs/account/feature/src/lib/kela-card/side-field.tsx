import type { KelaCardSide } from '@portal/shared/contracts';
import { ProgressBar } from '@portal/shared/ui';
import type { ChangeEvent } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { KELA_CARD_FILE_ACCEPT } from './image-file';
import { kelaCardMessages as m } from './messages';
import type { SideState } from './upload-state';
import styles from './kela-card.module.css';

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
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
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
        return intl.formatMessage(state.error === 'invalid-type' ? m.invalidType : m.uploadFailed);
    }
  })();

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChoose(event.currentTarget.files?.[0] ?? null);

  return (
    <div className={styles['side']}>
      <label htmlFor={inputId} className={styles['label']}>
        {intl.formatMessage(labels[side].file)}
      </label>
      <p id={hintId} className={styles['hint']}>
        {intl.formatMessage(m.fileHint)}
      </p>
      <input
        id={inputId}
        type="file"
        accept={KELA_CARD_FILE_ACCEPT}
        className={styles['fileInput']}
        aria-describedby={`${hintId} ${statusId}`}
        aria-invalid={isError || undefined}
        disabled={isDisabled}
        onChange={handleChange}
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
