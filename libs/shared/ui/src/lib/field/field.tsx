import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import type { ValidationResult } from 'react-aria-components';
import styles from './field.module.css';

/** Shared parts of the form fields (not exported from the library). */

export type ErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

export const fieldStyles = styles;

export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return <Label className={[styles['label'], isRequired && styles['required']].filter(Boolean).join(' ')}>{children}</Label>;
}

export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles['description']}>
      {children}
    </Text>
  );
}

/** The icon in front of error messages (so errors are not told by colour alone). */
export function ErrorIcon() {
  return (
    <svg className={styles['errorIcon']} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path d="M8 4.25v4.5" stroke="#fff" strokeWidth="1.75" strokeLinecap="round" />
      <circle cx="8" cy="11.5" r="1" fill="#fff" />
    </svg>
  );
}

/** The error of a field, shown when the field is invalid and tied to it with aria-describedby. */
export function FieldErrorMessage({ children }: { children?: ErrorMessage }) {
  return (
    <FieldError className={styles['error']}>
      {(validation) => {
        const text = typeof children === 'function' ? children(validation) : children;
        const shown = text ?? validation.validationErrors.join(' ');
        return shown ? (
          <>
            <ErrorIcon />
            <span>{shown}</span>
          </>
        ) : null;
      }}
    </FieldError>
  );
}

/** Whether a field is invalid: as told, or because it has a (non-function) error message. */
export function isInvalidField(isInvalid: boolean | undefined, errorMessage: ErrorMessage): boolean | undefined {
  if (isInvalid !== undefined) return isInvalid;
  if (errorMessage !== undefined && errorMessage !== null && errorMessage !== false && errorMessage !== '' && typeof errorMessage !== 'function') {
    return true;
  }
  return undefined;
}
