import type { Key, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Select as AriaSelect } from 'react-aria-components';
import type { SelectProps as AriaSelectProps } from 'react-aria-components';
import { FieldDescription, FieldLabel, fieldStyles } from '../field/field';
import { messages } from '../messages';
import type { SelectOption } from '../select/select-parts';
import { SelectOptions, SelectTrigger } from '../select/select-parts';

export interface MultiSelectProps
  extends Omit<
    AriaSelectProps<SelectOption, 'multiple'>,
    'children' | 'className' | 'style' | 'items' | 'value' | 'defaultValue' | 'onChange' | 'selectionMode' | 'placeholder'
  > {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The chosen options' ids (controlled), in the order of `options`. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
  description?: ReactNode;
  /** Shown while nothing is chosen, e.g. 'All clinics'; 'Select an option' by default. */
  placeholder?: string;
  className?: string;
}

/**
 * A drop-down list where several options can be chosen (react-aria Select in multiple selection
 * mode): the list stays open while choosing, so filters such as clinics are picked in one go.
 */
export function MultiSelect({ label, options, value, defaultValue, onChange, description, placeholder, className, ...rest }: MultiSelectProps) {
  const intl = useIntl();
  // Keep the options' order rather than the order of clicking, so equal choices give equal values.
  const handleChange = (keys: Key[]) => {
    const chosen = new Set(keys.map(String));
    onChange?.(options.filter((option) => chosen.has(option.id)).map((option) => option.id));
  };
  return (
    <AriaSelect<SelectOption, 'multiple'>
      {...rest}
      selectionMode="multiple"
      value={value ? [...value] : undefined}
      defaultValue={defaultValue ? [...defaultValue] : undefined}
      onChange={handleChange}
      placeholder={placeholder ?? intl.formatMessage(messages.selectPlaceholder)}
      className={[fieldStyles['field'], className].filter(Boolean).join(' ')}
    >
      <FieldLabel>{label}</FieldLabel>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <SelectTrigger />
      <SelectOptions options={options} />
    </AriaSelect>
  );
}
