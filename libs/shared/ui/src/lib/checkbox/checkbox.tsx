import type { ReactNode } from 'react';
import { useId } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { ErrorIcon, fieldStyles } from '../field/field';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className' | 'style'> {
  /** The visible label. */
  children: ReactNode;
  /** Help text under the checkbox, tied to it with aria-describedby. */
  description?: ReactNode;
  /** Shown (and tied to the checkbox) while `isInvalid`. */
  errorMessage?: ReactNode;
  className?: string;
}

/** A checkbox with its label. */
export function Checkbox({ children, description, errorMessage, className, ...rest }: CheckboxProps) {
  const descriptionId = useId();
  const errorId = useId();
  const showError = rest.isInvalid === true && errorMessage !== undefined;
  const describedBy =
    [rest['aria-describedby'], description !== undefined && descriptionId, showError && errorId]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={[styles['wrapper'], className].filter(Boolean).join(' ')}>
      <AriaCheckbox {...rest} aria-describedby={describedBy} className={styles['checkbox']}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles['box']} aria-hidden="true">
              {isIndeterminate ? (
                <svg className={styles['check']} viewBox="0 0 16 16" focusable="false">
                  <path d="M3 8h10" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
              ) : (
                isSelected && (
                  <svg className={styles['check']} viewBox="0 0 16 16" fill="none" focusable="false">
                    <path
                      d="M3 8.5l3.5 3.5L13 4.5"
                      stroke="currentColor"
                      strokeWidth="2.5"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                )
              )}
            </span>
            <span className={styles['label']}>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {description !== undefined && (
        <span id={descriptionId} className={fieldStyles['description']}>
          {description}
        </span>
      )}
      {showError && (
        <span id={errorId} className={fieldStyles['error']}>
          <ErrorIcon />
          <span>{errorMessage}</span>
        </span>
      )}
    </div>
  );
}
