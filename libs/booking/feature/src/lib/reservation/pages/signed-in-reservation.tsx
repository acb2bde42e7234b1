import { appointmentCalendarPath } from '@portal/appointments/contracts';
import type { Patient } from '@portal/shared/contracts';
import type { PatientContactUpdate } from '@portal/booking/contracts';
import { createPatientContactUpdateSchema, RESERVATION_DESCRIPTION_MAX_LENGTH } from '@portal/booking/contracts';
import { useApiClient, useErrorReporter, useSession } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Button, Checkbox, ErrorView, PageLayout, PlaceholderRows, TextArea } from '@portal/shared/ui';
import { useMemo, useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { helsinkiDateString, pagePaths } from '@portal/shared/util';
import * as v from 'valibot';
import { kela65Eligibility } from '../../kela65/eligibility';
import { Kela65Notice } from '../../kela65/kela65-notice';
import { InsuranceSection } from '../../insurance/components/insurance-section';
import { addInsurerConcept, insuranceRequestOf } from '../../insurance/insured-reservation';
import { insuranceMessages } from '../../insurance/messages';
import { useInsurance } from '../../insurance/use-insurance';
import { usePatient } from '../api/get-patient';
import { reserveSignedIn } from '../api/reserve-appointment';
import { updateContact } from '../api/update-contact';
import { AppointmentSummary } from '../components/appointment-summary';
import { ContactDetails, contactOf } from '../components/contact-details';
import { InterruptedNotice } from '../components/interrupted-notice';
import { ReservationError } from '../components/reservation-error';
import { ReservationSuccess } from '../components/reservation-success';
import { showsSuccessCancel, SuccessCancel } from '../components/success-cancel';
import { contactFormMessages } from '../forms/form-messages';
import { contactMessages, formMessages, occupationalConfirmationMessages, reservationMessages } from '../messages';
import { occupationalConfirmationOf } from '../occupational-confirmation';
import { contactEditReducer, hasUnsavedContactEdits, initialContactEdit } from '../state/contact-edit';
import { isReserveEnabled } from '../state/reserve-button';
import { initialReservation, reservationReducer } from '../state/reservation-submit';
import { useBindingRequired } from '../use-binding-required';
import type { ReservationViewProps } from './anonymous-reservation';
import styles from '../components/reservation.module.css';

function SignedInForm({ appointment, customerType, listHref, patient }: Omit<ReservationViewProps, 'search'> & { patient: Patient }) {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const reporter = useErrorReporter();
  const session = useSession();
  const location = useLocation();
  const here = location.pathname + location.search;
  const [contact, setContact] = useState<PatientContactUpdate>(() => contactOf(patient));
  const [edit, dispatchEdit] = useReducer(contactEditReducer, initialContactEdit);
  const [bindingAccepted, setBindingAccepted] = useState(false);
  const [occupationalConfirmed, setOccupationalConfirmed] = useState(false);
  const [description, setDescription] = useState('');
  const [state, dispatch] = useReducer(reservationReducer, initialReservation);
  const bindingRequired = useBindingRequired(appointment.startDate, appointment.bindingHours);
  const contactSchema = useMemo(() => createPatientContactUpdateSchema(contactFormMessages(intl)), [intl]);
  const insurance = useInsurance(appointment, patient);
  const insured = customerType === 'insurance';

  // Section 4: an unregistered person registers first, a patient without consent gives it first.
  if (!patient.isRegistered || state.status === 'registration-needed') {
    return <Navigate replace to={pagePaths.booking.registration(lang, here)} />;
  }
  if (patient.patientDataConsentFormUpdated === null || state.status === 'consent-needed') {
    return <Navigate replace to={pagePaths.booking.consent(lang, here)} />;
  }
  if (state.status === 'success') {
    return (
      <ReservationSuccess
        appointment={appointment}
        customerType={customerType}
        appointmentHref={pagePaths.appointments.appointment(lang, [state.details.appointmentId])}
        calendarHref={appointmentCalendarPath(state.details.appointmentId, lang)}
      >
        {showsSuccessCancel({ sessionScope: session?.sessionScope ?? 'default', bindingRequired }) && (
          <SuccessCancel appointmentId={state.details.appointmentId} customerType={customerType} />
        )}
      </ReservationSuccess>
    );
  }
  const interrupted =
    state.status === 'interrupted' || (!patient.isCreditworthy && patient.healthCareType !== 'occupational');
  // Section 5: the 65+ notice when the patient is under 65 (on the day of the visit); no form then.
  const kela65 = customerType === 'kela65' ? kela65Eligibility(patient.maskedSsn, helsinkiDateString(appointment.startDate)) : null;

  const saveContact = async (values: PatientContactUpdate) => {
    dispatchEdit({ type: 'save' });
    try {
      const { patient: saved } = await updateContact(api, values);
      setContact(saved);
      dispatchEdit({ type: 'saved' });
    } catch (error) {
      reporter.report(error, { process: 'update-contact' });
      dispatchEdit({ type: 'failed' });
    }
  };

  const contactValid = v.is(contactSchema, contact);
  const unsaved = hasUnsavedContactEdits(edit);
  const descriptionTooLong = description.trim().length > RESERVATION_DESCRIPTION_MAX_LENGTH;
  const occupational = customerType === 'occupational';
  const confirmation = occupationalConfirmationOf(appointment.specialtyData.specialties[0]);
  const enabled = !descriptionTooLong && isReserveEnabled({
    contactValid,
    bindingRequired,
    bindingAccepted,
    occupationalConfirmationRequired: occupational,
    occupationalConfirmed,
    unsavedContactEdits: unsaved,
    reserving: state.status === 'reserving',
    insuranceRequired: insured,
    insuranceComplete: insurance.complete,
  });

  const reserve = async () => {
    dispatch({ type: 'submit' });
    if (insured && !(await addInsurerConcept(api, reporter, insurance.concept))) {
      dispatch({ type: 'errored', error: { kind: 'unknownError' } });
      return;
    }
    const outcome = await reserveSignedIn(api, {
      internalOrganization: appointment.organisationId,
      appointmentId: appointment.id,
      language: lang,
      emailAddress: contact.emailAddress,
      phone: contact.phoneNumber,
      customerType,
      ...(description.trim() ? { description: description.trim() } : {}),
      ...(bindingRequired ? { bindingAccepted } : {}),
      ...(occupational ? { occupationalConfirmed } : {}),
      ...(insured ? insuranceRequestOf(insurance) : {}),
    });
    if (outcome.kind === 'answered') {
      dispatch({ type: 'answered', response: outcome.response, signedIn: true });
      return;
    }
    if (outcome.cause !== undefined) reporter.report(outcome.cause, { process: 'reservation' });
    dispatch({ type: 'errored', error: outcome.error });
  };

  return (
    <PageLayout title={intl.formatMessage(reservationMessages.title)}>
      <AppointmentSummary appointment={appointment} customerType={customerType} />
      {kela65 !== null && <Kela65Notice eligibility={kela65} privateListHref={pagePaths.booking.customerType(lang, 'private')} />}
      {interrupted ? (
        <InterruptedNotice billingContact={patient.billingContact} />
      ) : kela65 === 'under-age' ? null : (
        <>
          <ContactDetails
            patient={patient}
            contact={contact}
            state={edit}
            onEdit={() => dispatchEdit({ type: 'edit' })}
            onCancel={() => dispatchEdit({ type: 'cancel' })}
            onSave={(values) => void saveContact(values)}
          />
          {insured && (
            <InsuranceSection
              state={insurance.state}
              visitDay={insurance.visitDay}
              isRemote={insurance.isRemote}
              lahiTapiolaFeatureOn={insurance.lahiTapiolaFeatureOn}
              lahiTapiolaFlow={insurance.lahiTapiolaFlow}
              onEvent={insurance.send}
            />
          )}
          <TextArea
            label={intl.formatMessage(formMessages.description)}
            value={description}
            onChange={setDescription}
            maxLength={RESERVATION_DESCRIPTION_MAX_LENGTH}
            overLimitMessage={intl.formatMessage(formMessages.descriptionTooLong, { max: RESERVATION_DESCRIPTION_MAX_LENGTH })}
          />
          {bindingRequired && (
            <Checkbox isSelected={bindingAccepted} onChange={setBindingAccepted}>
              {intl.formatMessage(formMessages.binding, { hours: appointment.bindingHours })}
            </Checkbox>
          )}
          {occupational && (
            <Checkbox isSelected={occupationalConfirmed} onChange={setOccupationalConfirmed}>
              {confirmation.kind === 'specialtyReferral'
                ? intl.formatMessage(occupationalConfirmationMessages.specialtyReferral, { specialty: confirmation.specialty })
                : intl.formatMessage(occupationalConfirmationMessages[confirmation.kind])}
            </Checkbox>
          )}
          {state.status === 'failed' && <ReservationError error={state.error} listHref={listHref} />}
          <p className={styles['actions']}>
            <Button
              isDisabled={!enabled && state.status !== 'reserving'}
              isPending={state.status === 'reserving'}
              onPress={() => void reserve()}
              aria-describedby={!enabled && state.status !== 'reserving' ? 'reserve-disabled-reason' : undefined}
            >
              {intl.formatMessage(reservationMessages.reserve)}
            </Button>
          </p>
          {state.status === 'reserving' && <p role="status">{intl.formatMessage(reservationMessages.reserving)}</p>}
          {(unsaved || !contactValid) && (
            <p id="reserve-disabled-reason">
              {intl.formatMessage(unsaved ? contactMessages.unsaved : contactMessages.incomplete)}
            </p>
          )}
          {!unsaved && contactValid && insured && insurance.incomplete !== null && (
            <p id="reserve-disabled-reason">{intl.formatMessage(insuranceMessages[insurance.incomplete])}</p>
          )}
        </>
      )}
    </PageLayout>
  );
}

/** Reserving as the signed-in patient (booking doc sections 2, 4 and 5). */
export function SignedInReservation(props: Omit<ReservationViewProps, 'search'>) {
  const intl = useIntl();
  const patient = usePatient();
  if (patient.status === 'ready') return <SignedInForm {...props} patient={patient.data} />;
  return (
    <PageLayout title={intl.formatMessage(reservationMessages.title)}>
      {patient.status === 'loading' ? (
        <PlaceholderRows count={5} label={intl.formatMessage(reservationMessages.loading)} />
      ) : (
        <ErrorView onRetry={patient.status === 'error' ? patient.retry : undefined} />
      )}
    </PageLayout>
  );
}
