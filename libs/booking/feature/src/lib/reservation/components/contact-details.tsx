import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Patient } from '@portal/shared/contracts';
import type { PatientContactUpdate } from '@portal/booking/contracts';
import { createPatientContactUpdateSchema } from '@portal/booking/contracts';
import { Button, Card, DescriptionList, Notice } from '@portal/shared/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ContactFields, contactFields } from '../../contact/contact-fields';
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
      <ContactFields control={control} fields={contactFields} isDisabled={saving} />
      {saving && <p role="status">{intl.formatMessage(contactMessages.saving)}</p>}
      {state.status === 'error' && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(contactMessages.saveFailed)}
        </Notice>
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
    <Card title={intl.formatMessage(contactMessages.heading)} titleId="reservation-contact">
      <DescriptionList>
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
      </DescriptionList>
      {state.status === 'read-only' ? (
        <p>
          <Button variant="secondary" onPress={onEdit}>
            {intl.formatMessage(contactMessages.edit)}
          </Button>
        </p>
      ) : (
        <ContactForm {...props} />
      )}
    </Card>
  );
}
