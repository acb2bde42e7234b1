import type { AnonymousCheckInResult } from '@portal/appointments/contracts';

/** Errors of the anonymous check-in that end the attempt; the back/retry button starts over. */
export type AnonymousCheckInError =
  | 'network'
  | 'check-in-failed'
  | 'already-checked-in'
  | 'too-early'
  /** 429: the attempts of this appointment or this address are used up (not in the spec). */
  | 'too-many-attempts'
  /** The link's overall cap of wrong end parts is used up: only strong sign-in checks in now. */
  | 'sign-in-required';

/**
 * The anonymous appointment view's self check-in (account doc section 4). The spec's flow also
 * has cancel-too-late, cancel-failure and cancel-success: they cannot happen here, because
 * cancelling from this view goes through strong sign-in to the signed-in appointment page.
 */
export type AnonymousCheckInState =
  | { status: 'waiting-for-action' }
  /** The identity code's end part is being entered; `isInvalid` after a mismatch. */
  | { status: 'waiting-for-confirmation'; isInvalid: boolean }
  /** The code was sent; waiting for the answer. */
  | { status: 'response-pending' }
  /** The check-in was accepted; the appointment is loaded again to show it checked in. */
  | { status: 'check-in-pending'; roomLocation: string | null }
  | { status: 'check-in-success'; roomLocation: string | null }
  | { status: 'consent-needed'; asAdult: boolean }
  | { status: 'error'; error: AnonymousCheckInError };

export type AnonymousCheckInEvent =
  | { type: 'start' }
  | { type: 'code-entered' }
  | { type: 'answered'; result: AnonymousCheckInResult }
  | { type: 'network-error' }
  | { type: 'too-many-attempts' }
  | { type: 'failed' }
  | { type: 'appointment-reloaded' }
  | { type: 'back' };

export const initialAnonymousCheckIn: AnonymousCheckInState = { status: 'waiting-for-action' };

function outcome(result: AnonymousCheckInResult): AnonymousCheckInState {
  switch (result.type) {
    case 'success':
      return { status: 'check-in-pending', roomLocation: result.room?.location ?? null };
    case 'ssnEndPartMismatch':
      return { status: 'waiting-for-confirmation', isInvalid: true };
    case 'confidentialityFormNotFilled':
      return { status: 'consent-needed', asAdult: false };
    case 'confidentialityFormNotFilledAsAdult':
      return { status: 'consent-needed', asAdult: true };
    case 'alreadyCheckedIn':
      return { status: 'error', error: 'already-checked-in' };
    case 'tooEarly':
      return { status: 'error', error: 'too-early' };
    case 'signInRequired':
      return { status: 'error', error: 'sign-in-required' };
    // Spec section 7: anything else means failure.
    case 'checkInOnlyAtReception':
    case 'failure':
      return { status: 'error', error: 'check-in-failed' };
  }
}

export function anonymousCheckInReducer(state: AnonymousCheckInState, event: AnonymousCheckInEvent): AnonymousCheckInState {
  switch (event.type) {
    case 'start':
      return state.status === 'waiting-for-action' ? { status: 'waiting-for-confirmation', isInvalid: false } : state;
    case 'code-entered':
      return state.status === 'waiting-for-confirmation' ? { status: 'response-pending' } : state;
    case 'answered':
      return state.status === 'response-pending' ? outcome(event.result) : state;
    case 'network-error':
      return state.status === 'response-pending' ? { status: 'error', error: 'network' } : state;
    case 'too-many-attempts':
      return state.status === 'response-pending' ? { status: 'error', error: 'too-many-attempts' } : state;
    case 'failed':
      return state.status === 'response-pending' ? { status: 'error', error: 'check-in-failed' } : state;
    case 'appointment-reloaded':
      return state.status === 'check-in-pending' ? { status: 'check-in-success', roomLocation: state.roomLocation } : state;
    case 'back':
      // Nothing to go back from while a call is under way or once checked in.
      return state.status === 'waiting-for-confirmation' || state.status === 'error' || state.status === 'consent-needed'
        ? initialAnonymousCheckIn
        : state;
  }
}
