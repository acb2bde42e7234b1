import { TextField } from '@portal/shared/ui';
import { normalizePhoneOnBlur } from '@portal/shared/util';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useController } from 'react-hook-form';

export interface FormTextFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** The input's id, for moving focus to it. */
  id?: string;
  label: string;
  autoComplete: string;
  type?: 'text' | 'tel' | 'email';
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/**
 * A text field of a react-hook-form form, its error tied to it (aria-describedby). A phone field
 * is tidied when the patient leaves it: a leading 0 becomes +358 and spaces go (account doc
 * section 5).
 */
export function FormTextField<T extends FieldValues, TOut>({
  control,
  name,
  id,
  label,
  autoComplete,
  type = 'text',
  description,
  isRequired = true,
  isDisabled,
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <TextField
      id={id}
      name={field.name}
      value={value}
      type={type}
      label={label}
      autoComplete={autoComplete}
      description={description}
      isRequired={isRequired}
      isDisabled={isDisabled}
      onChange={field.onChange}
      onBlur={() => {
        if (type === 'tel') field.onChange(normalizePhoneOnBlur(value));
        field.onBlur();
      }}
      errorMessage={fieldState.error?.message}
    />
  );
}
