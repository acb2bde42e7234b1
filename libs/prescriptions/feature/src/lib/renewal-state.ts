import type { RenewalAnswersDraft } from '@portal/prescriptions/contracts';
import { renewalAnswersComplete } from '@portal/prescriptions/contracts';

/**
 * The renewal page (booking doc section 4): filling, sending, then sent (the success box) or
 * failed ('Prescription renewal failed.'), after which the answers can be changed and sent again.
 * Send starts only when every question is answered by the renewal rule.
 */
export type RenewalState =
  | { status: 'filling'; answers: RenewalAnswersDraft }
  | { status: 'sending'; answers: RenewalAnswersDraft }
  | { status: 'sent'; threadPath: string }
  | { status: 'failed'; answers: RenewalAnswersDraft };

export type RenewalAction =
  | { type: 'answer'; answers: RenewalAnswersDraft }
  | { type: 'send' }
  | { type: 'sent'; threadPath: string }
  | { type: 'failed' };

export function renewalReducer(state: RenewalState, action: RenewalAction): RenewalState {
  switch (action.type) {
    case 'answer':
      return state.status === 'filling' || state.status === 'failed' ? { status: 'filling', answers: action.answers } : state;
    case 'send':
      return (state.status === 'filling' || state.status === 'failed') && renewalAnswersComplete(state.answers) ? { status: 'sending', answers: state.answers } : state;
    case 'sent':
      return state.status === 'sending' ? { status: 'sent', threadPath: action.threadPath } : state;
    case 'failed':
      return state.status === 'sending' ? { status: 'failed', answers: state.answers } : state;
  }
}

/** Whether the send button may be pressed. */
export function canSend(state: RenewalState): boolean {
  return (state.status === 'filling' || state.status === 'failed') && renewalAnswersComplete(state.answers);
}
