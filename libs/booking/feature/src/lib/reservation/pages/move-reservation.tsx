import { appointmentCalendarPath } from '@portal/appointments/contracts';
import type { MoveAppointmentResponse, ReservationAppointment } from '@portal/booking/contracts';
import { useApiClient, useErrorReporter } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Button, Checkbox, Link, Notice, PageLayout, useFocusIfLost } from '@portal/shared/ui';
import type { BookingCustomerType as CustomerType } from '@portal/shared/util';
import { pagePaths } from '@portal/shared/util';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { moveAppointment } from '../api/move-appointment';
import { AppointmentSummary } from '../components/appointment-summary';
import { formMessages, reservationMessages } from '../messages';
import { moveMessages as m } from '../move-messages';
import { useBindingRequired } from '../use-binding-required';
import styles from '../components/reservation.module.css';

export interface MoveReservationProps {
  appointment: ReservationAppointment;
  customerType: CustomerType;
  /** The booking being moved (the list's `moveFrom`). */
  fromAppointmentId: number;
  listHref: string;
}

type MoveState =
  | { status: 'idle' }
  | { status: 'moving' }
  | { status: 'moved'; appointmentId: number }
  | { status: 'failed'; answer: Exclude<MoveAppointmentResponse['type'], 'success'> | 'error'; hours?: number };

function Moved({ appointment, customerType, appointmentId }: { appointment: ReservationAppointment; customerType: CustomerType; appointmentId: number }) {
  const intl = useIntl();
  const lang = useLang();
  // It takes the place of the form, and the focus its button had.
  const ref = useRef<HTMLDivElement>(null);
  useFocusIfLost(ref);
  return (
    <div ref={ref} tabIndex={-1}>
      <PageLayout title={intl.formatMessage(m.moved)} intro={intl.formatMessage(m.movedText)}>
        <AppointmentSummary appointment={appointment} customerType={customerType} />
        <p>
          <Link variant="button" href={pagePaths.appointments.appointment(lang, [appointmentId])}>
            {intl.formatMessage(reservationMessages.viewAppointment)}
          </Link>
        </p>
        <p>
          <Link href={appointmentCalendarPath(appointmentId, lang)} download>
            {intl.formatMessage(reservationMessages.addToCalendar)}
          </Link>
        </p>
      </PageLayout>
    </div>
  );
}

/**
 * The reservation page when a booking is being moved (`moveFrom` in the query, from the appointment
 * page's "Change time"): the chosen time, the binding box when it starts within the binding hours,
 * and one button that moves the booking there (`POST /api/move-appointment`); the booking's
 * details go with it, so no form is asked again.
 */
export function MoveReservation({ appointment, customerType, fromAppointmentId, listHref }: MoveReservationProps) {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const reporter = useErrorReporter();
  const [state, setState] = useState<MoveState>({ status: 'idle' });
  const [bindingAccepted, setBindingAccepted] = useState(false);
  const bindingRequired = useBindingRequired(appointment.startDate, appointment.bindingHours);

  if (state.status === 'moved') return <Moved appointment={appointment} customerType={customerType} appointmentId={state.appointmentId} />;

  const move = async () => {
    setState({ status: 'moving' });
    try {
      const answer = await moveAppointment(api, {
        fromAppointmentId,
        toAppointmentId: appointment.id,
        language: lang,
        ...(bindingRequired ? { bindingAccepted } : {}),
      });
      if (answer.type === 'success') setState({ status: 'moved', appointmentId: answer.appointmentId });
      else setState({ status: 'failed', answer: answer.type, ...(answer.type === 'deadlineExceeded' ? { hours: answer.cancellationHours } : {}) });
    } catch (error) {
      reporter.report(error, { process: 'move-appointment' });
      setState({ status: 'failed', answer: 'error' });
    }
  };

  const failure =
    state.status !== 'failed'
      ? null
      : state.answer === 'appointmentNotAvailable'
        ? intl.formatMessage(m.notAvailable)
        : state.answer === 'appointmentNotFound'
          ? intl.formatMessage(m.notFound)
          : state.answer === 'deadlineExceeded'
            ? intl.formatMessage(m.deadline, { hours: state.hours ?? appointment.bindingHours })
            : state.answer === 'kela65AgeLimit'
              ? intl.formatMessage(m.kela65)
              : intl.formatMessage(m.failed);
  const moving = state.status === 'moving';

  return (
    <PageLayout title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      <AppointmentSummary appointment={appointment} customerType={customerType} />
      {bindingRequired && (
        <Checkbox isSelected={bindingAccepted} onChange={setBindingAccepted}>
          {intl.formatMessage(formMessages.binding, { hours: appointment.bindingHours })}
        </Checkbox>
      )}
      {failure !== null && (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      )}
      <p className={styles['actions']}>
        <Button isPending={moving} isDisabled={bindingRequired && !bindingAccepted && !moving} onPress={() => void move()}>
          {intl.formatMessage(m.move)}
        </Button>
        <Link variant="button-secondary" href={listHref}>
          {intl.formatMessage(m.chooseAnother)}
        </Link>
      </p>
      {moving && <p role="status">{intl.formatMessage(m.moving)}</p>}
    </PageLayout>
  );
}
