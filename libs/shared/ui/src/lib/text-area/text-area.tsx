import type { ReactNode } from 'react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Text, TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldErrorMessage, FieldLabel, fieldStyles, isInvalidField } from '../field/field';
import type { ErrorMessage } from '../field/field';
import { messages } from '../messages';
import styles from './text-area.module.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'maxLength'> {
  label: ReactNode;
  description?: ReactNode;
  /** The error shown when invalid; giving one (other than a function) makes the field invalid. */
  errorMessage?: ErrorMessage;
  /**
   * Characters allowed. A counter `n / max` is shown; typing past it is possible (so nothing is
   * silently cut) but makes the field invalid and shows `overLimitMessage`.
   */
  maxLength?: number;
  /** The error shown while the text is longer than `maxLength`. */
  overLimitMessage?: ReactNode;
  rows?: number;
  placeholder?: string;
  className?: string;
}

/** A multi-line text field with an optional character counter. */
export function TextArea({
  label,
  description,
  errorMessage,
  maxLength,
  overLimitMessage,
  rows = 5,
  placeholder,
  value,
  defaultValue,
  onChange,
  isInvalid,
  validationBehavior = 'aria',
  className,
  ...rest
}: TextAreaProps) {
  const intl = useIntl();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const text = value ?? uncontrolled;
  const count = text.length;
  const isOver = maxLength !== undefined && count > maxLength;
  const invalid = isOver || isInvalidField(isInvalid, errorMessage);
  const shownError = isOver && overLimitMessage !== undefined ? overLimitMessage : errorMessage;

  const handleChange = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  return (
    <AriaTextField
      {...rest}
      value={text}
      onChange={handleChange}
      isInvalid={invalid}
      validationBehavior={validationBehavior}
      className={[fieldStyles['field'], className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      {(description !== undefined || maxLength !== undefined) && (
        <Text slot="description" className={[fieldStyles['description'], styles['help']].join(' ')}>
          {description !== undefined && <span>{description}</span>}
          {maxLength !== undefined && (
            <span className={[styles['counter'], isOver && styles['over']].filter(Boolean).join(' ')}>
              {intl.formatMessage(messages.textAreaCounter, { count, max: maxLength })}
            </span>
          )}
        </Text>
      )}
      <AriaTextArea
        rows={rows}
        placeholder={placeholder}
        className={[fieldStyles['input'], styles['textarea']].join(' ')}
      />
      <FieldErrorMessage>{shownError}</FieldErrorMessage>
    </AriaTextField>
  );
}
