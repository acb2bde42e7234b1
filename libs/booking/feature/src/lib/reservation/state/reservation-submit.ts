import type { ReservationResponse } from '@portal/booking/contracts';

export type ReservationDetails = Extract<ReservationResponse, { type: 'success' }>['reservationDetails'];

/** The failures of booking doc section 8 that the form shows as a message. */
export type ReservationError =
  | { kind: 'network' }
  | { kind: 'appointmentNotAvailable' }
  | { kind: 'tooManyReservations' }
  | { kind: 'directReimbursementError' }
  | { kind: 'unknownError' }
  /** A 65+ time for a patient under 65 on the day of the visit. */
  | { kind: 'kela65AgeLimit' }
  /** The server's validation error: the request paths it rejected (the view shows their labels). */
  | { kind: 'validation'; fields: string[] };

/**
 * Reservation submit (booking doc section 4): idle, reserving, then success or error; some answers
 * lead on to another step instead (sign-in, registration, consent, the interruption notice).
 */
export type ReservationState =
  | { status: 'idle' }
  | { status: 'reserving' }
  | { status: 'success'; details: ReservationDetails }
  | { status: 'failed'; error: ReservationError }
  /**
   * Anonymous, any answer about the identity code (the API gives one, patientInfoConflict, whether
   * the code is unknown, the names differ or the consent is missing), or too many attempts: the
   * weak-login warning, strong sign-in to carry on (through registration when there is no patient
   * record yet).
   */
  | { status: 'weak-login' }
  /** Signed in, patientDataConsentRequired: back to the consent form. */
  | { status: 'consent-needed' }
  /** Signed in, noPatient: the registration form. */
  | { status: 'registration-needed' }
  /** Signed in, notCreditworthy: the 'Booking interrupted' notice. Never before sign-in. */
  | { status: 'interrupted' };

export type ReservationEvent =
  | { type: 'submit' }
  | { type: 'answered'; response: ReservationResponse; signedIn: boolean }
  | { type: 'errored'; error: ReservationError }
  /** The anonymous reservation refused more attempts for now (429): only a strong sign-in goes on. */
  | { type: 'limited' }
  /** Back to the form after a message, to try again. */
  | { type: 'dismiss' };

export const initialReservation: ReservationState = { status: 'idle' };

function outcomeOf(response: ReservationResponse, signedIn: boolean): ReservationState {
  switch (response.type) {
    case 'success':
      return { status: 'success', details: response.reservationDetails };
    case 'appointmentNotAvailable':
    case 'tooManyReservations':
    case 'unknownError':
      return { status: 'failed', error: { kind: response.type } };
    case 'treatmentChainCreationFailed':
      return { status: 'failed', error: { kind: 'directReimbursementError' } };
    case 'noPatient':
      return signedIn ? { status: 'registration-needed' } : { status: 'weak-login' };
    case 'patientDataConsentRequired':
      return signedIn ? { status: 'consent-needed' } : { status: 'weak-login' };
    case 'patientInfoConflict':
      // A signed-in patient is identified strongly already: nothing to sign in again for.
      return signedIn ? { status: 'failed', error: { kind: 'unknownError' } } : { status: 'weak-login' };
    case 'kela65AgeLimit':
      return { status: 'failed', error: { kind: 'kela65AgeLimit' } };
    case 'notCreditworthy':
      // Credit status is the signed-in patient's to see. The anonymous reservation answers
      // patientDataConsentRequired instead; should notCreditworthy still come, it means the same.
      return signedIn ? { status: 'interrupted' } : { status: 'weak-login' };
  }
}

export function reservationReducer(state: ReservationState, event: ReservationEvent): ReservationState {
  switch (event.type) {
    case 'submit':
      return state.status === 'idle' || state.status === 'failed' ? { status: 'reserving' } : state;
    case 'answered':
      return state.status === 'reserving' ? outcomeOf(event.response, event.signedIn) : state;
    case 'errored':
      return state.status === 'reserving' ? { status: 'failed', error: event.error } : state;
    case 'limited':
      return state.status === 'reserving' ? { status: 'weak-login' } : state;
    case 'dismiss':
      return state.status === 'failed' ? initialReservation : state;
  }
}
