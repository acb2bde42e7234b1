import type { ReservationResponse } from '@portal/booking/contracts';
import type { ReservationState } from './reservation-submit';
import { initialReservation, reservationReducer } from './reservation-submit';

const reserving: ReservationState = { status: 'reserving' };
const answer = (response: ReservationResponse, signedIn: boolean) =>
  reservationReducer(reserving, { type: 'answered', response, signedIn });
const failure = (type: Exclude<ReservationResponse['type'], 'success'>): ReservationResponse => ({ type });

describe('reservationReducer', () => {
  it('goes idle, reserving, success with the details', () => {
    const details = { appointmentId: 7, startDate: '2026-12-03T12:30:00.000Z', anonymousLinkId: 'link' };
    expect(reservationReducer(initialReservation, { type: 'submit' })).toEqual(reserving);
    expect(answer({ type: 'success', reservationDetails: details }, false)).toEqual({ status: 'success', details });
  });

  it.each([
    ['appointmentNotAvailable', 'appointmentNotAvailable'],
    ['tooManyReservations', 'tooManyReservations'],
    ['unknownError', 'unknownError'],
    ['treatmentChainCreationFailed', 'directReimbursementError'],
  ] as const)('shows %s as the %s message', (type, kind) => {
    expect(answer(failure(type), true)).toEqual({ status: 'failed', error: { kind } });
    expect(answer(failure(type), false)).toEqual({ status: 'failed', error: { kind } });
  });

  it('leads an anonymous visitor to sign-in with the one weak-login warning, whatever the answer about the identity code', () => {
    expect(answer(failure('noPatient'), false)).toEqual({ status: 'weak-login' });
    expect(answer(failure('patientDataConsentRequired'), false)).toEqual({ status: 'weak-login' });
    expect(answer(failure('patientInfoConflict'), false)).toEqual({ status: 'weak-login' });
  });

  it('leads a signed-in patient to registration or back to the consent form', () => {
    expect(answer(failure('noPatient'), true)).toEqual({ status: 'registration-needed' });
    expect(answer(failure('patientDataConsentRequired'), true)).toEqual({ status: 'consent-needed' });
    expect(answer(failure('patientInfoConflict'), true)).toEqual({ status: 'failed', error: { kind: 'unknownError' } });
  });

  it('interrupts booking for a signed-in person who is not creditworthy, never before sign-in', () => {
    expect(answer(failure('notCreditworthy'), true)).toEqual({ status: 'interrupted' });
    // The API answers an anonymous caller patientDataConsentRequired; notCreditworthy would mean the same.
    expect(answer(failure('notCreditworthy'), false)).toEqual({ status: 'weak-login' });
  });

  it('leads to the weak-login warning when the anonymous reservation refuses more attempts', () => {
    expect(reservationReducer(reserving, { type: 'limited' })).toEqual({ status: 'weak-login' });
    expect(reservationReducer(initialReservation, { type: 'limited' })).toBe(initialReservation);
  });

  it('shows network and validation errors, and lets the patient try again', () => {
    const failed = reservationReducer(reserving, { type: 'errored', error: { kind: 'validation', fields: ['phone'] } });
    expect(failed).toEqual({ status: 'failed', error: { kind: 'validation', fields: ['phone'] } });
    expect(reservationReducer(failed, { type: 'submit' })).toEqual(reserving);
    expect(reservationReducer(failed, { type: 'dismiss' })).toEqual(initialReservation);
    expect(reservationReducer(reserving, { type: 'errored', error: { kind: 'network' } })).toEqual({
      status: 'failed',
      error: { kind: 'network' },
    });
  });

  it('sends only once: no second submit while reserving or after success', () => {
    expect(reservationReducer(reserving, { type: 'submit' })).toBe(reserving);
    const success: ReservationState = { status: 'success', details: { appointmentId: 1, startDate: '2026-12-03T12:30:00.000Z', anonymousLinkId: 'x' } };
    expect(reservationReducer(success, { type: 'submit' })).toBe(success);
    expect(reservationReducer(initialReservation, { type: 'answered', response: failure('unknownError'), signedIn: true })).toBe(
      initialReservation,
    );
  });
});
