import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Patient, PatientContactUpdate } from '@portal/shared/contracts';
import { createPatientContactUpdateSchema } from '@portal/shared/contracts';
import { Button, TextField } from '@portal/shared/ui';
import { normalizePhoneOnBlur } from '@portal/shared/util';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { contactFormMessages } from '../forms/form-messages';
import { contactMessages, formMessages } from '../messages';
import type { ContactEditState } from '../state/contact-edit';
import styles from './reservation.module.css';

/** The patient's contact details as the update call takes them; missing ones are empty. */
export function contactOf(patient: Patient): PatientContactUpdate {
  return {
    streetAddress: patient.postalAddress?.street ?? '',
    postalCode: patient.postalAddress?.postalCode ?? '',
    postOffice: patient.postalAddress?.postOffice ?? '',
    emailAddress: patient.email ?? '',
    phoneNumber: patient.phoneNumber ?? '',
  };
}

const fields: { name: keyof PatientContactUpdate; label: 'streetAddress' | 'postalCode' | 'postOffice' | 'phone' | 'email'; autoComplete: string }[] = [
  { name: 'streetAddress', label: 'streetAddress', autoComplete: 'street-address' },
  { name: 'postalCode', label: 'postalCode', autoComplete: 'postal-code' },
  { name: 'postOffice', label: 'postOffice', autoComplete: 'address-level2' },
  { name: 'phoneNumber', label: 'phone', autoComplete: 'tel' },
  { name: 'emailAddress', label: 'email', autoComplete: 'email' },
];

export interface ContactDetailsProps {
  patient: Patient;
  contact: PatientContactUpdate;
  state: ContactEditState;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (contact: PatientContactUpdate) => void;
}

function ContactForm({ contact, state, onCancel, onSave }: Omit<ContactDetailsProps, 'patient' | 'onEdit'>) {
  const intl = useIntl();
  const schema = useMemo(() => createPatientContactUpdateSchema(contactFormMessages(intl)), [intl]);
  const { control, handleSubmit } = useForm<PatientContactUpdate>({
    resolver: valibotResolver(schema),
    defaultValues: contact,
    mode: 'onTouched',
  });
  const saving = state.status === 'saving';
  return (
    <form className={styles['form']} noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
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
              isDisabled={saving}
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
      {saving && <p role="status">{intl.formatMessage(contactMessages.saving)}</p>}
      {state.status === 'error' && (
        <p role="alert" className={styles['message']}>
          {intl.formatMessage(contactMessages.saveFailed)}
        </p>
      )}
      <p className={styles['actions']}>
        <Button type="submit" isPending={saving}>
          {intl.formatMessage(contactMessages.save)}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={saving}>
          {intl.formatMessage(contactMessages.cancel)}
        </Button>
      </p>
    </form>
  );
}

/** The signed-in patient's details on the reservation page, read-only with an edit mode. */
export function ContactDetails(props: ContactDetailsProps) {
  const intl = useIntl();
  const { patient, contact, state, onEdit } = props;
  const missing = intl.formatMessage(contactMessages.missing);
  const name = [patient.firstName, patient.lastName].join(' ');
  const address = contact.streetAddress ? `${contact.streetAddress}, ${contact.postalCode} ${contact.postOffice}` : missing;
  return (
    <section className={styles['card']} aria-labelledby="reservation-contact">
      <h2 id="reservation-contact" className={styles['heading']}>
        {intl.formatMessage(contactMessages.heading)}
      </h2>
      <dl className={styles['fields']}>
        <dt>{intl.formatMessage(contactMessages.name)}</dt>
        <dd>{name}</dd>
        <dt>{intl.formatMessage(contactMessages.ssn)}</dt>
        <dd>{patient.maskedSsn}</dd>
        {state.status === 'read-only' && (
          <>
            <dt>{intl.formatMessage(contactMessages.address)}</dt>
            <dd>{address}</dd>
            <dt>{intl.formatMessage(formMessages.phone)}</dt>
            <dd>{contact.phoneNumber || missing}</dd>
            <dt>{intl.formatMessage(formMessages.email)}</dt>
            <dd>{contact.emailAddress || missing}</dd>
          </>
        )}
      </dl>
      {state.status === 'read-only' ? (
        <p>
          <Button variant="secondary" onPress={onEdit}>
            {intl.formatMessage(contactMessages.edit)}
          </Button>
        </p>
      ) : (
        <ContactForm {...props} />
      )}
    </section>
  );
}
