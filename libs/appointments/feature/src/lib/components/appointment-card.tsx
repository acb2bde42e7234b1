import type { PatientAppointment } from '@portal/appointments/contracts';
import { appointmentCalendarPath } from '@portal/appointments/contracts';
import { hasFeature, useApiClient, useBrand, useErrorReporter, useSession, useTracker } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Card, ConfirmDialog, Link, Notice } from '@portal/shared/ui';
import { formatDate, formatTime, pagePaths } from '@portal/shared/util';
import { useEffect, useReducer } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { cancelAppointment } from '../api/cancel-appointment';
import { checkIn } from '../api/check-in';
import { cancelMessages, detailMessages } from '../messages';
import { linkedPaths } from '../linked-paths';
import type { AppointmentActionState } from '../state/appointment-actions';
import { appointmentActionReducer, appointmentControls, initialActionState } from '../state/appointment-actions';
import { AppointmentActions } from './appointment-actions';
import { AppointmentDetails } from './appointment-details';
import { ArrivalReasonForm } from './arrival-reason-form';
import { CancelFailedMessage } from './cancel-failed-message';
import type { CheckInOutcome } from './check-in-message';
import { CheckInMessage } from './check-in-message';
import { ConsentNotice } from './consent-notice';
import { EarlierTimeSection } from './earlier-time-section';
import { isUpcoming } from '../upcoming';

/** The front page shows the cancellation toast for this hash (the home feature reads it). */
export const APPOINTMENT_CANCELLED_HASH = '#appointmentCancelled';
/** Long enough to read that the appointment was cancelled before the front page replaces it. */
export const CANCEL_REDIRECT_DELAY_MS = 1_500;

function checkInOutcomeOf(state: AppointmentActionState): CheckInOutcome | null {
  if (state.status === 'checked-in') return { kind: 'success', roomLocation: state.roomLocation };
  if (state.status !== 'check-in-failed') return null;
  if (state.reason === 'AlreadyCheckedIn') return { kind: 'already-checked-in' };
  if (state.reason === 'TooEarly') return { kind: 'too-early' };
  return { kind: 'failed' };
}

/**
 * One appointment of the signed-in appointment page, with cancelling, check-in, offers of an earlier
 * time and the arrival reason.
 */
export function AppointmentCard({ appointment }: { appointment: PatientAppointment }) {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const session = useSession();
  const brand = useBrand();
  const tracker = useTracker();
  const reporter = useErrorReporter();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(appointmentActionReducer, initialActionState);
  const controls = appointmentControls(appointment, state);

  useEffect(() => {
    if (state.status !== 'cancelled') return;
    const timer = setTimeout(() => {
      void navigate({ pathname: pagePaths.home.front(lang), hash: APPOINTMENT_CANCELLED_HASH });
    }, CANCEL_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.status, navigate, lang]);

  const confirmCancel = async () => {
    dispatch({ type: 'cancel-confirmed' });
    try {
      const result = await cancelAppointment(api, appointment.id);
      if (result.type === 'success') tracker.trackEvent('reservation-cancel');
      dispatch({ type: 'cancel-answered', result });
    } catch (error) {
      reporter.report(error, { process: 'cancel-appointment' });
      dispatch({ type: 'cancel-errored' });
    }
  };

  const startCheckIn = async () => {
    dispatch({ type: 'check-in-requested' });
    try {
      dispatch({ type: 'check-in-answered', result: await checkIn(api, appointment.id) });
    } catch (error) {
      reporter.report(error, { process: 'check-in' });
      dispatch({ type: 'check-in-errored' });
    }
  };

  const checkInOutcome = checkInOutcomeOf(state);
  const room = state.status === 'checked-in' ? { location: state.roomLocation } : appointment.room;
  const dateTime = intl.formatMessage(detailMessages.dateTime, {
    date: formatDate(appointment.startDate),
    time: formatTime(appointment.startDate),
  });

  return (
    <Card as="article" title={appointment.kind.cmsContent.title} titleId={`appointment-${appointment.id}`}>
      {/* Any cancellation says so, whoever cancelled: a cancelled time must never look live. */}
      {appointment.movedTo !== null ? (
        <Notice role="status" as="div">
          <p>{intl.formatMessage(detailMessages.moved)}</p>
          <p>
            <Link href={pagePaths.appointments.appointment(lang, [appointment.movedTo])}>{intl.formatMessage(detailMessages.viewMoved)}</Link>
          </p>
        </Notice>
      ) : (
        (appointment.hasAppointeeCanceled || appointment.isCancelled) && (
          <Notice role="status">
            {intl.formatMessage(appointment.hasAppointeeCanceled ? detailMessages.appointeeCanceled : detailMessages.clinicCanceled)}
          </Notice>
        )
      )}
      <AppointmentDetails
        appointment={appointment}
        healthCareType={session?.healthCareType ?? null}
        room={room}
        showPriceDetails={hasFeature(session, 'price-details')}
      />
      {/* An appointment still to come: its calendar file (the cancelled and past have none). */}
      {isUpcoming(appointment) && state.status !== 'cancelled' && (
        <p>
          <Link href={appointmentCalendarPath(appointment.id, lang)} download>
            {intl.formatMessage(detailMessages.addToCalendar)}
          </Link>
        </p>
      )}
      {appointment.visitFeePayable && (
        <p>
          <Link variant="button" href={pagePaths.invoices.payVisit(lang)}>
            {intl.formatMessage(detailMessages.payVisitFee)}
          </Link>
        </p>
      )}
      {state.status === 'cancelled' && (
        <Notice tone="success" role="status">
          {intl.formatMessage(cancelMessages.cancelled)}
        </Notice>
      )}
      {state.status === 'cancel-failed' && (
        <CancelFailedMessage deadlineHours={state.deadlineHours} phone={brand.customerServicePhone} />
      )}
      {checkInOutcome && <CheckInMessage outcome={checkInOutcome} />}
      {state.status === 'consent-needed' && (
        <ConsentNotice asAdult={state.asAdult} href={linkedPaths.consentForm(lang, appointment.id)} />
      )}
      <AppointmentActions
        controls={controls}
        changeTimeHref={appointment.bookedAs === null ? undefined : linkedPaths.changeTime(lang, appointment.bookedAs, appointment)}
        onCancel={() => dispatch({ type: 'cancel-requested' })}
        onCheckIn={() => void startCheckIn()}
      />
      {/* Offered where the time may be changed, as the Change time link is. */}
      {session?.isSessionValid && isUpcoming(appointment) && state.status !== 'cancelled' && appointment.bookedAs !== null && controls.showCancel && (
        <EarlierTimeSection appointmentId={appointment.id} bookedAs={appointment.bookedAs} clinicId={appointment.clinicId} isRemote={appointment.isRemote} />
      )}
      {session?.isSessionValid && !appointment.isRemote && !appointment.isCancelled && (
        <ArrivalReasonForm appointmentId={appointment.id} initialValue={appointment.arrivalReason} />
      )}
      <ConfirmDialog
        isOpen={state.status === 'confirming-cancel'}
        title={intl.formatMessage(cancelMessages.dialogTitle)}
        confirmLabel={intl.formatMessage(cancelMessages.confirm)}
        cancelLabel={intl.formatMessage(cancelMessages.keep)}
        variant="danger"
        onConfirm={() => void confirmCancel()}
        onCancel={() => dispatch({ type: 'cancel-dismissed' })}
      >
        <p>{intl.formatMessage(cancelMessages.dialogText, { dateTime })}</p>
      </ConfirmDialog>
    </Card>
  );
}
