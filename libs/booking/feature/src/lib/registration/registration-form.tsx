import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Patient } from '@portal/shared/contracts';
import type { RegistrationRequest } from '@portal/booking/contracts';
import { createRegistrationRequestSchema } from '@portal/booking/contracts';
import { Button, Notice, TextField } from '@portal/shared/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ContactFields, contactFields, nameFields } from '../contact/contact-fields';
import { registrationFormMessages } from '../reservation/forms/form-messages';
import { contactMessages, registrationMessages } from '../reservation/messages';
import styles from '../reservation/components/reservation.module.css';

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
      <ContactFields control={control} fields={nameFields} isDisabled={patient.isChild} />
      <ContactFields control={control} fields={contactFields} />
      {failed && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(registrationMessages.failed)}
        </Notice>
      )}
      <p className={styles['actions']}>
        <Button type="submit" isPending={submitting}>
          {intl.formatMessage(registrationMessages.submit)}
        </Button>
      </p>
    </form>
  );
}
