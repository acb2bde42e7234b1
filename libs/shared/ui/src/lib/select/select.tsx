import type { Key, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Select as AriaSelect } from 'react-aria-components';
import type { SelectProps as AriaSelectProps } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles, isInvalidField } from '../field/field';
import type { ErrorMessage } from '../field/field';
import { messages } from '../messages';
import type { SelectOption } from './select-parts';
import { SelectOptions, SelectTrigger } from './select-parts';

export type { SelectOption };

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
      <SelectTrigger />
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <SelectOptions options={options} />
    </AriaSelect>
  );
}
