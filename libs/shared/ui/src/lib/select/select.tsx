import type { Key, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import type { SelectProps as AriaSelectProps } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles, isInvalidField } from '../field/field';
import type { ErrorMessage } from '../field/field';
import { messages } from '../messages';
import styles from './select.module.css';

export interface SelectOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<
    AriaSelectProps<SelectOption, 'single'>,
    'children' | 'className' | 'style' | 'items' | 'value' | 'defaultValue' | 'onChange' | 'selectionMode' | 'placeholder'
  > {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The chosen option's id (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  description?: ReactNode;
  errorMessage?: ErrorMessage;
  /** Shown before anything is chosen; 'Select an option' by default. */
  placeholder?: string;
  className?: string;
}

/** A drop-down list of options (react-aria Select with a popover list box). */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  validationBehavior = 'aria',
  className,
  ...rest
}: SelectProps) {
  const intl = useIntl();
  const handleChange = (key: Key | null) => onChange?.(key === null ? null : String(key));
  return (
    <AriaSelect<SelectOption, 'single'>
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      placeholder={placeholder ?? intl.formatMessage(messages.selectPlaceholder)}
      isInvalid={isInvalidField(isInvalid, errorMessage)}
      validationBehavior={validationBehavior}
      className={[fieldStyles['field'], className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <AriaButton className={[fieldStyles['input'], styles['trigger']].join(' ')}>
        <SelectValue className={styles['value']} />
        <svg className={styles['chevron']} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </AriaButton>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={styles['popover']} offset={4}>
        <ListBox className={styles['listbox']} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} isDisabled={option.isDisabled} className={styles['option']}>
              {({ isSelected }) => (
                <>
                  <span>{option.label}</span>
                  {isSelected && (
                    <svg className={styles['tick']} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
                      <path
                        d="M3 8.5l3.5 3.5L13 4.5"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  )}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
