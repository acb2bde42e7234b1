import type { CancelAppointmentResult, CheckInResult, PatientAppointment, SelfCheckInStatus } from '@portal/appointments/contracts';

/**
 * Cancelling and self check-in of one appointment on the signed-in appointment page (account
 * doc section 4). One of these at a time: a message of one hides the buttons of both.
 */
export type AppointmentActionState =
  | { status: 'idle' }
  | { status: 'confirming-cancel' }
  | { status: 'cancelling' }
  /** Shown for a moment before the page goes to the front page. */
  | { status: 'cancelled' }
  /** `deadlineHours` when the appointment was too close to cancel, else null. */
  | { status: 'cancel-failed'; deadlineHours: number | null }
  | { status: 'checking-in' }
  | { status: 'checked-in'; roomLocation: string | null }
  | { status: 'check-in-failed'; reason: 'AlreadyCheckedIn' | 'TooEarly' | 'Failure' }
  | { status: 'consent-needed'; asAdult: boolean };

export type AppointmentActionEvent =
  | { type: 'cancel-requested' }
  | { type: 'cancel-dismissed' }
  | { type: 'cancel-confirmed' }
  | { type: 'cancel-answered'; result: CancelAppointmentResult }
  /** The call itself failed (network, server error). */
  | { type: 'cancel-errored' }
  | { type: 'check-in-requested' }
  | { type: 'check-in-answered'; result: CheckInResult }
  | { type: 'check-in-errored' };

export const initialActionState: AppointmentActionState = { status: 'idle' };

function checkInOutcome(result: CheckInResult): AppointmentActionState {
  switch (result.type) {
    case 'Success':
      return { status: 'checked-in', roomLocation: result.room?.location ?? null };
    case 'AlreadyCheckedIn':
    case 'TooEarly':
      return { status: 'check-in-failed', reason: result.type };
    case 'ConfidentialityFormNotFilled':
      return { status: 'consent-needed', asAdult: false };
    case 'ConfidentialityFormNotFilledAsAdult':
      return { status: 'consent-needed', asAdult: true };
    case 'CheckInOnlyAtReception':
    case 'Failure':
      return { status: 'check-in-failed', reason: 'Failure' };
  }
}

export function appointmentActionReducer(
  state: AppointmentActionState,
  event: AppointmentActionEvent,
): AppointmentActionState {
  switch (event.type) {
    case 'cancel-requested':
      return state.status === 'idle' || state.status === 'cancel-failed' ? { status: 'confirming-cancel' } : state;
    case 'cancel-dismissed':
      return state.status === 'confirming-cancel' ? initialActionState : state;
    case 'cancel-confirmed':
      return state.status === 'confirming-cancel' ? { status: 'cancelling' } : state;
    case 'cancel-answered':
      if (state.status !== 'cancelling') return state;
      if (event.result.type === 'success') return { status: 'cancelled' };
      return {
        status: 'cancel-failed',
        deadlineHours: event.result.type === 'deadlineExceeded' ? event.result.cancellationHours : null,
      };
    case 'cancel-errored':
      return state.status === 'cancelling' ? { status: 'cancel-failed', deadlineHours: null } : state;
    case 'check-in-requested':
      return state.status === 'idle' || state.status === 'cancel-failed' ? { status: 'checking-in' } : state;
    case 'check-in-answered':
      return state.status === 'checking-in' ? checkInOutcome(event.result) : state;
    case 'check-in-errored':
      return state.status === 'checking-in' ? { status: 'check-in-failed', reason: 'Failure' } : state;
  }
}

export type CheckInButton = 'active' | 'disabled' | 'none';

/** What the buttons of an appointment look like, from its data and the action state. */
export interface AppointmentControls {
  showCancel: boolean;
  isCancelPending: boolean;
  /** allowed: active; tooEarly: disabled with the instructions; any other status: none. */
  checkIn: CheckInButton;
  isCheckInPending: boolean;
}

type ControlFields = Pick<PatientAppointment, 'mayCancel' | 'selfCheckInStatus' | 'hasAppointeeCanceled' | 'isCancelled'>;

const checkInButtonFor: Record<SelfCheckInStatus, CheckInButton> = {
  allowed: 'active',
  tooEarly: 'disabled',
  checkedIn: 'none',
  onlyAtReception: 'none',
  statusNotAvailable: 'none',
};

/**
 * Both buttons go once the appointment is checked in, once a check-in message, the
 * cancellation message or the consent notice shows. A failed cancel is the exception: the spec
 * enables the cancel button again, so the patient may retry.
 */
export function appointmentControls(appointment: ControlFields, state: AppointmentActionState): AppointmentControls {
  const hidden =
    appointment.selfCheckInStatus === 'checkedIn' ||
    appointment.hasAppointeeCanceled ||
    appointment.isCancelled ||
    state.status === 'cancelled' ||
    state.status === 'checked-in' ||
    state.status === 'check-in-failed' ||
    state.status === 'consent-needed';
  if (hidden) return { showCancel: false, isCancelPending: false, checkIn: 'none', isCheckInPending: false };
  const checkIn = checkInButtonFor[appointment.selfCheckInStatus];
  return {
    showCancel: appointment.mayCancel,
    isCancelPending: state.status === 'cancelling',
    checkIn,
    isCheckInPending: state.status === 'checking-in',
  };
}
