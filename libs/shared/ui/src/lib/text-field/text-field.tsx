import type { ReactNode } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles, isInvalidField } from '../field/field';
import type { ErrorMessage } from '../field/field';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style'> {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label, tied to the input with aria-describedby. */
  description?: ReactNode;
  /**
   * The error shown when the field is invalid, tied to the input with aria-describedby.
   * Giving one (other than a function) makes the field invalid unless `isInvalid` says otherwise.
   */
  errorMessage?: ErrorMessage;
  /** Placeholder text (a hint of the format, never a replacement for the label). */
  placeholder?: string;
  className?: string;
}

/** A single-line text field with label, description and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  validationBehavior = 'aria',
  className,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField
      {...rest}
      isInvalid={isInvalidField(isInvalid, errorMessage)}
      validationBehavior={validationBehavior}
      className={[fieldStyles['field'], styles['root'], className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <Input className={fieldStyles['input']} placeholder={placeholder} />
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}

/**
 * A phone number field: the phone keypad on touch screens and the browser's own number to fill
 * in. The SMS authorization forms (the front page's box, my information) ask with it.
 */
export function PhoneNumberField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>) {
  return <TextField {...props} type="tel" inputMode="tel" autoComplete="tel" />;
}
