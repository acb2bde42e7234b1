import type { ReactNode } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ErrorIcon, fieldStyles } from '../field/field';
import { messages } from '../messages';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './choice-group.module.css';

export interface Choice {
  /** The input's value, unique in the group. */
  key: string;
  label: ReactNode;
  checked: boolean;
  onToggle: (checked: boolean) => void;
  /** This choice alone cannot be taken (say why in the group's description). */
  isDisabled?: boolean;
}

export interface ChoiceGroupProps {
  /** The question: the fieldset's legend. */
  legend: ReactNode;
  /** Radios for one answer, checkboxes for several. */
  kind: 'radio' | 'checkbox';
  choices: readonly Choice[];
  /** Help read with the group. */
  description?: ReactNode;
  /** The error shown under the group and read with it; the inputs are marked invalid. */
  error?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The choices side by side (yes/no, a scale) instead of one under another. */
  inline?: boolean;
}

/**
 * A question answered by choosing: a fieldset whose legend is the question, with native radios
 * or checkboxes, each a target of at least 44 px with its label. Required is marked with * and
 * said to screen readers in the legend (a group of checkboxes has no required state of its own);
 * the description and the error are read with the group.
 */
export function ChoiceGroup({ legend, kind, choices, description, error, isRequired = false, isDisabled = false, inline = false }: ChoiceGroupProps) {
  const intl = useIntl();
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [description !== undefined && descriptionId, hasError && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles['group']} aria-describedby={describedBy} disabled={isDisabled}>
      <legend className={[fieldStyles['label'], styles['legend'], isRequired && fieldStyles['required']].filter(Boolean).join(' ')}>
        {legend}
        {isRequired && <VisuallyHidden>{intl.formatMessage(messages.choiceGroupRequired)}</VisuallyHidden>}
      </legend>
      {description !== undefined && (
        <p id={descriptionId} className={fieldStyles['description']}>
          {description}
        </p>
      )}
      <div className={[styles['choices'], inline && styles['inline']].filter(Boolean).join(' ')}>
        {choices.map((choice) => (
          <label key={choice.key} className={styles['choice']}>
            <input
              type={kind}
              name={kind === 'radio' ? id : undefined}
              value={choice.key}
              checked={choice.checked}
              disabled={choice.isDisabled}
              aria-invalid={hasError || undefined}
              onChange={(event) => choice.onToggle(event.target.checked)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {hasError && (
        <p id={errorId} className={fieldStyles['error']}>
          <ErrorIcon />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
