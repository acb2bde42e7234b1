import { anonymousAppointmentCalendarPath } from '@portal/appointments/contracts';
import type { BookingCustomerType as CustomerType } from '@portal/shared/util';
import { pagePaths } from '@portal/shared/util';
import type { ReservationAppointment } from '@portal/booking/contracts';
import { useApiClient, useErrorReporter } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { PageLayout } from '@portal/shared/ui';
import { useReducer } from 'react';
import { useIntl } from 'react-intl';
import { Kela65Notice } from '../../kela65/kela65-notice';
import { reserveAnonymously } from '../api/reserve-appointment';
import { AnonymousReservationForm } from '../components/anonymous-reservation-form';
import { AppointmentSummary } from '../components/appointment-summary';
import { ReservationError } from '../components/reservation-error';
import { ReservationSuccess } from '../components/reservation-success';
import { SignInPrompt } from '../components/sign-in-prompt';
import type { AnonymousReservationFormValues } from '../forms/anonymous-reservation-form-schema';
import { reservationMessages, resultMessages } from '../messages';
import { initialReservation, reservationReducer } from '../state/reservation-submit';
import { useBindingRequired } from '../use-binding-required';

export interface ReservationViewProps {
  appointment: ReservationAppointment;
  customerType: CustomerType;
  /** The query of the page, kept on the way through sign-in. */
  search: string;
  /** The list the time was chosen from, with its filters (list-href.ts). */
  listHref: string;
}

/**
 * Reserving without signing in (booking doc sections 4 and 5). Whatever needs the person
 * identified (a consent, names that differ, credit status, too many attempts) leads to the strong
 * sign-in; 'Booking interrupted' is shown only after it, on the signed-in page.
 */
export function AnonymousReservation({ appointment, customerType, search, listHref }: ReservationViewProps) {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const reporter = useErrorReporter();
  const [state, dispatch] = useReducer(reservationReducer, initialReservation);
  const bindingRequired = useBindingRequired(appointment.startDate, appointment.bindingHours);
  // Signing in comes back to the signed-in reservation page of the same time.
  const signedInPage = pagePaths.booking.reservation(lang, appointment.id, search);

  const submit = async (values: AnonymousReservationFormValues) => {
    dispatch({ type: 'submit' });
    const outcome = await reserveAnonymously(api, {
      ...values,
      termsAccepted: true,
      internalOrganization: appointment.organisationId,
      appointmentId: appointment.id,
      language: lang,
    });
    if (outcome.kind === 'answered') {
      dispatch({ type: 'answered', response: outcome.response, signedIn: false });
      return;
    }
    if (outcome.kind === 'limited') {
      dispatch({ type: 'limited' });
      return;
    }
    if (outcome.cause !== undefined) reporter.report(outcome.cause, { process: 'anonymous-reservation' });
    dispatch({ type: 'errored', error: outcome.error });
  };

  if (state.status === 'success') {
    return (
      <ReservationSuccess
        appointment={appointment}
        customerType={customerType}
        appointmentHref={pagePaths.appointments.anonymousAppointment(lang, state.details.anonymousLinkId)}
        calendarHref={anonymousAppointmentCalendarPath(state.details.anonymousLinkId, lang)}
      />
    );
  }

  // Insurance and 65+ reservations, and times that ask for it, always need sign-in (section 4).
  const mustSignIn = appointment.requiresAuthToReserve || customerType !== 'private';

  return (
    <PageLayout title={intl.formatMessage(reservationMessages.title)}>
      <AppointmentSummary appointment={appointment} customerType={customerType} />
      {customerType === 'kela65' && <Kela65Notice eligibility="anonymous" privateListHref={pagePaths.booking.customerType(lang, 'private')} />}
      {mustSignIn || state.status === 'weak-login' ? (
        <SignInPrompt
          title={resultMessages.weakLogin}
          text={resultMessages.weakLoginText}
          // After an answer about the identity code, through registration: it sends a patient
          // straight on to the reservation and asks anyone else for their details first.
          nextPath={state.status === 'weak-login' ? pagePaths.booking.registration(lang, signedInPage) : signedInPage}
          announce={state.status === 'weak-login'}
        />
      ) : (
        <>
          {state.status === 'reserving' && <p role="status">{intl.formatMessage(reservationMessages.reserving)}</p>}
          {state.status === 'failed' && <ReservationError error={state.error} listHref={listHref} />}
          <AnonymousReservationForm
            bindingRequired={bindingRequired}
            bindingHours={appointment.bindingHours}
            reserving={state.status === 'reserving'}
            onSubmit={(values) => void submit(values)}
          />
        </>
      )}
    </PageLayout>
  );
}
