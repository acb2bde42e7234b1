import { useId } from 'react';
import styles from './file-field.module.css';

export interface FileFieldProps {
  label: string;
  /** What may be chosen (types, size), read with the field. */
  hint: string;
  /** The input's accept list, e.g. '.pdf,.png' or 'image/jpeg,image/png'. */
  accept: string;
  multiple?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  /** Further descriptions of the field, e.g. the id of a status line that follows it. */
  'aria-describedby'?: string;
  /** The files chosen; empty when a choice was cleared. */
  onFiles: (files: File[]) => void;
  /**
   * Empties the input after each choice, for a field that adds files to a list: the same file
   * can then be chosen again after it was removed.
   */
  resetAfterChoice?: boolean;
}

/** A labelled file input with its hint: the browser's own picker, styled and keyboard-reachable. */
export function FileField({ label, hint, accept, multiple = false, isDisabled = false, isInvalid = false, onFiles, resetAfterChoice = false, ...aria }: FileFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  return (
    <div className={styles['field']}>
      <label htmlFor={inputId} className={styles['label']}>
        {label}
      </label>
      <p id={hintId} className={styles['hint']}>
        {hint}
      </p>
      <input
        id={inputId}
        type="file"
        accept={accept}
        multiple={multiple}
        className={styles['input']}
        aria-describedby={[hintId, aria['aria-describedby']].filter(Boolean).join(' ')}
        aria-invalid={isInvalid || undefined}
        disabled={isDisabled}
        onChange={(event) => {
          onFiles(Array.from(event.currentTarget.files ?? []));
          if (resetAfterChoice) event.currentTarget.value = '';
        }}
      />
    </div>
  );
}
