import type { AnonymousCheckInEvent, AnonymousCheckInState } from './anonymous-check-in';
import { anonymousCheckInReducer, initialAnonymousCheckIn } from './anonymous-check-in';

const waiting: AnonymousCheckInState = { status: 'waiting-for-confirmation', isInvalid: false };
const pending: AnonymousCheckInState = { status: 'response-pending' };

function step(state: AnonymousCheckInState, event: AnonymousCheckInEvent): AnonymousCheckInState {
  return anonymousCheckInReducer(state, event);
}

describe('anonymous check-in reducer', () => {
  it('starts waiting for action', () => {
    expect(initialAnonymousCheckIn).toEqual({ status: 'waiting-for-action' });
  });

  it('asks for the code when check-in starts', () => {
    expect(step(initialAnonymousCheckIn, { type: 'start' })).toEqual(waiting);
  });

  it('sends the code once entered', () => {
    expect(step(waiting, { type: 'code-entered' })).toEqual(pending);
    expect(step({ status: 'waiting-for-confirmation', isInvalid: true }, { type: 'code-entered' })).toEqual(pending);
  });

  it('waits for the reloaded appointment after a success, then succeeds with the room', () => {
    const accepted = step(pending, { type: 'answered', result: { type: 'success', room: { location: 'A 12' } } });
    expect(accepted).toEqual({ status: 'check-in-pending', roomLocation: 'A 12' });
    expect(step(accepted, { type: 'appointment-reloaded' })).toEqual({ status: 'check-in-success', roomLocation: 'A 12' });
  });

  it('has no room when the answer gives none', () => {
    expect(step(pending, { type: 'answered', result: { type: 'success' } })).toEqual({
      status: 'check-in-pending',
      roomLocation: null,
    });
  });

  it('goes back to the code input, marked invalid, on a mismatch', () => {
    expect(step(pending, { type: 'answered', result: { type: 'ssnEndPartMismatch' } })).toEqual({
      status: 'waiting-for-confirmation',
      isInvalid: true,
    });
  });

  it.each([
    ['confidentialityFormNotFilled', { status: 'consent-needed', asAdult: false }],
    ['confidentialityFormNotFilledAsAdult', { status: 'consent-needed', asAdult: true }],
    ['alreadyCheckedIn', { status: 'error', error: 'already-checked-in' }],
    ['tooEarly', { status: 'error', error: 'too-early' }],
    ['checkInOnlyAtReception', { status: 'error', error: 'check-in-failed' }],
    ['failure', { status: 'error', error: 'check-in-failed' }],
    ['signInRequired', { status: 'error', error: 'sign-in-required' }],
  ] as const)('answer %s gives %j', (type, expected) => {
    expect(step(pending, { type: 'answered', result: { type } })).toEqual(expected);
  });

  it.each([
    ['network-error', 'network'],
    ['too-many-attempts', 'too-many-attempts'],
    ['failed', 'check-in-failed'],
  ] as const)('%s is the error %s', (type, error) => {
    expect(step(pending, { type })).toEqual({ status: 'error', error });
  });

  it.each<AnonymousCheckInState>([
    waiting,
    { status: 'error', error: 'network' },
    { status: 'consent-needed', asAdult: false },
  ])('back/retry returns to waiting for action from %j', (state) => {
    expect(step(state, { type: 'back' })).toEqual(initialAnonymousCheckIn);
  });

  it.each<AnonymousCheckInState>([pending, { status: 'check-in-pending', roomLocation: null }, { status: 'check-in-success', roomLocation: null }])(
    'cannot go back from %j',
    (state) => {
      expect(step(state, { type: 'back' })).toBe(state);
    },
  );

  it('ignores answers when none is awaited', () => {
    expect(step(waiting, { type: 'answered', result: { type: 'success' } })).toBe(waiting);
    expect(step(initialAnonymousCheckIn, { type: 'network-error' })).toBe(initialAnonymousCheckIn);
    expect(step(initialAnonymousCheckIn, { type: 'code-entered' })).toBe(initialAnonymousCheckIn);
    expect(step(pending, { type: 'start' })).toBe(pending);
    expect(step(pending, { type: 'appointment-reloaded' })).toBe(pending);
  });
});
