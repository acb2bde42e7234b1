import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Patient, RegistrationRequest } from '@portal/shared/contracts';
import { createRegistrationRequestSchema } from '@portal/shared/contracts';
import { Button, TextField } from '@portal/shared/ui';
import { normalizePhoneOnBlur } from '@portal/shared/util';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { registrationFormMessages } from '../reservation/forms/form-messages';
import { contactMessages, formMessages, registrationMessages } from '../reservation/messages';
import styles from '../reservation/components/reservation.module.css';

type LabelKey = 'firstName' | 'lastName' | 'streetAddress' | 'postalCode' | 'postOffice' | 'phone' | 'email';
const fields: { name: keyof RegistrationRequest; label: LabelKey; autoComplete: string }[] = [
  { name: 'firstName', label: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'lastName', autoComplete: 'family-name' },
  { name: 'streetAddress', label: 'streetAddress', autoComplete: 'street-address' },
  { name: 'postalCode', label: 'postalCode', autoComplete: 'postal-code' },
  { name: 'postOffice', label: 'postOffice', autoComplete: 'address-level2' },
  { name: 'phoneNumber', label: 'phone', autoComplete: 'tel' },
  { name: 'emailAddress', label: 'email', autoComplete: 'email' },
];

export interface RegistrationFormProps {
  patient: Patient;
  submitting: boolean;
  failed: boolean;
  onSubmit: (values: RegistrationRequest) => void;
}

/**
 * The new-customer form (booking doc section 2, "Registration"). A guardian registering a child
 * cannot change the child's names: they come from the population data.
 */
export function RegistrationForm({ patient, submitting, failed, onSubmit }: RegistrationFormProps) {
  const intl = useIntl();
  const schema = useMemo(() => createRegistrationRequestSchema(registrationFormMessages(intl)), [intl]);
  const { control, handleSubmit } = useForm<RegistrationRequest>({
    resolver: valibotResolver(schema),
    defaultValues: {
      firstName: patient.firstName,
      lastName: patient.lastName,
      streetAddress: patient.postalAddress?.street ?? '',
      postalCode: patient.postalAddress?.postalCode ?? '',
      postOffice: patient.postalAddress?.postOffice ?? '',
      phoneNumber: patient.phoneNumber ?? '',
      emailAddress: patient.email ?? '',
    },
    mode: 'onTouched',
  });
  return (
    <form className={styles['form']} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TextField label={intl.formatMessage(contactMessages.ssn)} value={patient.maskedSsn} isReadOnly />
      {fields.map((field) => (
        <Controller
          key={field.name}
          control={control}
          name={field.name}
          render={({ field: { value, onChange, onBlur, name }, fieldState }) => (
            <TextField
              name={name}
              value={value}
              autoComplete={field.autoComplete}
              label={intl.formatMessage(formMessages[field.label])}
              isRequired
              isDisabled={patient.isChild && (name === 'firstName' || name === 'lastName')}
              onChange={onChange}
              onBlur={() => {
                if (name === 'phoneNumber') onChange(normalizePhoneOnBlur(value));
                onBlur();
              }}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      ))}
      {failed && (
        <p role="alert" className={styles['message']}>
          {intl.formatMessage(registrationMessages.failed)}
        </p>
      )}
      <p className={styles['actions']}>
        <Button type="submit" isPending={submitting}>
          {intl.formatMessage(registrationMessages.submit)}
        </Button>
      </p>
    </form>
  );
}
