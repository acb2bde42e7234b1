/**
 * Pohjola's insurance check (booking doc section 4): 'undefined' until the patient acts (the
 * spec's name for not checked yet), then found, notFound (with Pohjola's service phone), canceled
 * (the patient declined the check) or error. 'Cancel' on found or canceled returns to the state
 * before it; any change of the insurer or the option resets the check (`reset`).
 */
export type PohjolaCheckStatus = 'undefined' | 'found' | 'notFound' | 'canceled' | 'error';

export type PohjolaCheckState =
  | { status: PohjolaCheckStatus; previous: PohjolaCheckStatus }
  /** The question is with Pohjola. */
  | { status: 'checking'; previous: PohjolaCheckStatus };

export type PohjolaCheckEvent =
  /** The patient asks for the check. */
  | { type: 'check' }
  | { type: 'answered'; hasInsurance: boolean }
  | { type: 'failed' }
  /** The patient declines the check. */
  | { type: 'decline' }
  /** 'Cancel' on found or canceled. */
  | { type: 'cancel' }
  | { type: 'reset' };

export const initialPohjolaCheck: PohjolaCheckState = { status: 'undefined', previous: 'undefined' };

export function pohjolaCheckReducer(state: PohjolaCheckState, event: PohjolaCheckEvent): PohjolaCheckState {
  switch (event.type) {
    case 'check':
      return state.status === 'checking' || state.status === 'found' ? state : { status: 'checking', previous: state.status };
    case 'answered':
      return state.status === 'checking' ? { status: event.hasInsurance ? 'found' : 'notFound', previous: state.previous } : state;
    case 'failed':
      return state.status === 'checking' ? { status: 'error', previous: state.previous } : state;
    case 'decline':
      return state.status === 'checking' || state.status === 'canceled' ? state : { status: 'canceled', previous: state.status };
    case 'cancel':
      return state.status === 'found' || state.status === 'canceled' ? { status: state.previous, previous: 'undefined' } : state;
    case 'reset':
      return initialPohjolaCheck;
  }
}
