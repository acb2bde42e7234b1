import { selfCheckInStatuses } from '@portal/appointments/contracts';
import { anAppointment } from '@portal/appointments/contracts/testing';
import type { AppointmentActionEvent, AppointmentActionState } from './appointment-actions';
import { appointmentActionReducer, appointmentControls, initialActionState } from './appointment-actions';

function run(events: AppointmentActionEvent[], from: AppointmentActionState = initialActionState): AppointmentActionState {
  return events.reduce(appointmentActionReducer, from);
}

describe('appointment action reducer: cancel', () => {
  it('asks first, then cancels', () => {
    expect(run([{ type: 'cancel-requested' }])).toEqual({ status: 'confirming-cancel' });
    expect(run([{ type: 'cancel-requested' }, { type: 'cancel-confirmed' }])).toEqual({ status: 'cancelling' });
  });

  it('goes back to idle when the dialog is dismissed', () => {
    expect(run([{ type: 'cancel-requested' }, { type: 'cancel-dismissed' }])).toEqual({ status: 'idle' });
  });

  it('does not cancel without the confirmation', () => {
    expect(run([{ type: 'cancel-confirmed' }])).toEqual({ status: 'idle' });
  });

  const cancelling: AppointmentActionState = { status: 'cancelling' };

  it('is cancelled on success', () => {
    expect(run([{ type: 'cancel-answered', result: { type: 'success' } }], cancelling)).toEqual({ status: 'cancelled' });
  });

  it('carries the hours when the deadline was exceeded', () => {
    expect(
      run([{ type: 'cancel-answered', result: { type: 'deadlineExceeded', cancellationHours: 24 } }], cancelling),
    ).toEqual({ status: 'cancel-failed', deadlineHours: 24 });
  });

  it.each(['appointmentNotFound', 'unknownError'] as const)('fails without a reason on %s', (type) => {
    expect(run([{ type: 'cancel-answered', result: { type } }], cancelling)).toEqual({
      status: 'cancel-failed',
      deadlineHours: null,
    });
  });

  it('fails without a reason when the call fails', () => {
    expect(run([{ type: 'cancel-errored' }], cancelling)).toEqual({ status: 'cancel-failed', deadlineHours: null });
  });

  it('lets the patient try again after a failure', () => {
    expect(run([{ type: 'cancel-requested' }], { status: 'cancel-failed', deadlineHours: null })).toEqual({
      status: 'confirming-cancel',
    });
  });

  it('ignores an answer that comes when not cancelling', () => {
    expect(run([{ type: 'cancel-answered', result: { type: 'success' } }])).toEqual({ status: 'idle' });
  });
});

describe('appointment action reducer: check-in', () => {
  const checkingIn: AppointmentActionState = { status: 'checking-in' };

  it('starts checking in from idle', () => {
    expect(run([{ type: 'check-in-requested' }])).toEqual(checkingIn);
  });

  it('does not check in while cancelling', () => {
    expect(run([{ type: 'check-in-requested' }], { status: 'cancelling' })).toEqual({ status: 'cancelling' });
  });

  it.each([
    [{ type: 'Success', room: { location: 'B 204' } }, { status: 'checked-in', roomLocation: 'B 204' }],
    [{ type: 'Success', room: { location: null } }, { status: 'checked-in', roomLocation: null }],
    [{ type: 'Success' }, { status: 'checked-in', roomLocation: null }],
    [{ type: 'AlreadyCheckedIn' }, { status: 'check-in-failed', reason: 'AlreadyCheckedIn' }],
    [{ type: 'TooEarly' }, { status: 'check-in-failed', reason: 'TooEarly' }],
    [{ type: 'ConfidentialityFormNotFilled' }, { status: 'consent-needed', asAdult: false }],
    [{ type: 'ConfidentialityFormNotFilledAsAdult' }, { status: 'consent-needed', asAdult: true }],
    [{ type: 'CheckInOnlyAtReception' }, { status: 'check-in-failed', reason: 'Failure' }],
    [{ type: 'Failure' }, { status: 'check-in-failed', reason: 'Failure' }],
  ] as const)('answer %j gives %j', (result, expected) => {
    expect(run([{ type: 'check-in-answered', result }], checkingIn)).toEqual(expected);
  });

  it('fails when the call fails', () => {
    expect(run([{ type: 'check-in-errored' }], checkingIn)).toEqual({ status: 'check-in-failed', reason: 'Failure' });
  });
});

describe('appointment controls', () => {
  const idle = initialActionState;

  it.each([
    ['allowed', 'active'],
    ['tooEarly', 'disabled'],
    ['checkedIn', 'none'],
    ['onlyAtReception', 'none'],
    ['statusNotAvailable', 'none'],
  ] as const)('selfCheckInStatus %s: check-in button %s', (selfCheckInStatus, checkIn) => {
    expect(appointmentControls(anAppointment({ selfCheckInStatus }), idle).checkIn).toBe(checkIn);
  });

  it('covers every selfCheckInStatus', () => {
    expect(selfCheckInStatuses).toHaveLength(5);
  });

  it('offers cancelling only when mayCancel', () => {
    expect(appointmentControls(anAppointment({ mayCancel: true }), idle).showCancel).toBe(true);
    expect(appointmentControls(anAppointment({ mayCancel: false }), idle).showCancel).toBe(false);
  });

  it.each<[string, Parameters<typeof appointmentControls>[0], AppointmentActionState]>([
    ['checked in already', anAppointment({ selfCheckInStatus: 'checkedIn' }), idle],
    ['cancelled by the patient', anAppointment({ hasAppointeeCanceled: true, selfCheckInStatus: 'allowed' }), idle],
    ['cancelled', anAppointment({ isCancelled: true, selfCheckInStatus: 'allowed' }), idle],
    ['just cancelled', anAppointment({ selfCheckInStatus: 'allowed' }), { status: 'cancelled' }],
    ['just checked in', anAppointment({ selfCheckInStatus: 'allowed' }), { status: 'checked-in', roomLocation: null }],
    ['a check-in error shows', anAppointment({ selfCheckInStatus: 'allowed' }), { status: 'check-in-failed', reason: 'TooEarly' }],
    ['the consent notice shows', anAppointment({ selfCheckInStatus: 'allowed' }), { status: 'consent-needed', asAdult: false }],
  ])('hides both buttons when %s', (_case, appointment, state) => {
    expect(appointmentControls(appointment, state)).toEqual({
      showCancel: false,
      isCancelPending: false,
      checkIn: 'none',
      isCheckInPending: false,
    });
  });

  it('keeps the cancel button, enabled again, after a failed cancel', () => {
    const controls = appointmentControls(anAppointment({ selfCheckInStatus: 'allowed' }), {
      status: 'cancel-failed',
      deadlineHours: 24,
    });
    expect(controls).toEqual({ showCancel: true, isCancelPending: false, checkIn: 'active', isCheckInPending: false });
  });

  it('marks the buttons in progress', () => {
    const appointment = anAppointment({ selfCheckInStatus: 'allowed' });
    expect(appointmentControls(appointment, { status: 'cancelling' }).isCancelPending).toBe(true);
    expect(appointmentControls(appointment, { status: 'checking-in' }).isCheckInPending).toBe(true);
  });
});
