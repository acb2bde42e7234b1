import type { PatientContactUpdate } from '@portal/booking/contracts';
import { TextField } from '@portal/shared/ui';
import { normalizePhoneOnBlur } from '@portal/shared/util';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { formMessages } from '../reservation/messages';

export type ContactFieldLabel = 'ssn' | 'firstName' | 'lastName' | 'streetAddress' | 'postalCode' | 'postOffice' | 'phone' | 'email';

/** One text field: the form value it edits, its label and the browser's autofill token. */
export interface ContactFieldSpec<Name extends string = string> {
  name: Name;
  label: ContactFieldLabel;
  autoComplete: string;
  /** Set only where the form has always set it (the anonymous form), so no keyboard changes elsewhere. */
  type?: 'tel' | 'email';
}

// The phone field is tidied on blur whatever its form calls it ('phone' or 'phoneNumber').
const phone = { label: 'phone', autoComplete: 'tel' } as const;
const email = { label: 'email', autoComplete: 'email' } as const;

export const nameFields = [
  { name: 'firstName', label: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'lastName', autoComplete: 'family-name' },
] as const satisfies readonly ContactFieldSpec[];

/** The address and contact fields, named as the contact update and the registration take them. */
export const contactFields = [
  { name: 'streetAddress', label: 'streetAddress', autoComplete: 'street-address' },
  { name: 'postalCode', label: 'postalCode', autoComplete: 'postal-code' },
  { name: 'postOffice', label: 'postOffice', autoComplete: 'address-level2' },
  { ...phone, name: 'phoneNumber' },
  { ...email, name: 'emailAddress' },
] as const satisfies readonly ContactFieldSpec<keyof PatientContactUpdate>[];

/** The anonymous reservation's identity and contact fields, named as its request takes them. */
export const anonymousFields = [
  { name: 'ssn', label: 'ssn', autoComplete: 'off' },
  ...nameFields,
  { ...phone, name: 'phone', type: 'tel' },
  { ...email, name: 'emailAddress', type: 'email' },
] as const satisfies readonly ContactFieldSpec[];

export interface ContactFieldsProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** In the order they are shown. */
  fields: readonly ContactFieldSpec<Path<T>>[];
  isDisabled?: boolean;
}

function ContactField<T extends FieldValues, TOut>({
  control,
  spec,
  isDisabled,
}: Omit<ContactFieldsProps<T, TOut>, 'fields'> & { spec: ContactFieldSpec<Path<T>> }) {
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name: spec.name });
  // Every field these forms edit holds text; the guard only narrows the generic value type.
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <TextField
      name={field.name}
      value={value}
      type={spec.type}
      autoComplete={spec.autoComplete}
      label={intl.formatMessage(formMessages[spec.label])}
      isRequired
      isDisabled={isDisabled}
      onChange={field.onChange}
      onBlur={() => {
        if (spec.label === 'phone') field.onChange(normalizePhoneOnBlur(value));
        field.onBlur();
      }}
      errorMessage={fieldState.error?.message}
    />
  );
}

/**
 * A patient's required text fields (identity, names, address, phone, e-mail) of a react-hook-form
 * form, with the labels, autofill tokens and validation texts the booking forms share.
 */
export function ContactFields<T extends FieldValues, TOut>({ control, fields, isDisabled }: ContactFieldsProps<T, TOut>) {
  return (
    <>
      {fields.map((spec) => (
        <ContactField key={spec.name} control={control} spec={spec} isDisabled={isDisabled} />
      ))}
    </>
  );
}
