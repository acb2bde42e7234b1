import type { QuestionnaireInvitation } from '@portal/questionnaires/contracts';

/**
 * Answering a questionnaire (booking doc section 4, "Questionnaire"): filling the form, sending,
 * then saved (a success box over the answers, read-only) or back to filling with an error box and
 * the answers kept. Answered meanwhile elsewhere: the first answers, read-only. Maintenance mode
 * that began while filling: the notice, the answers kept in the draft.
 */
export type AnsweringState =
  | { kind: 'filling'; showErrors: boolean; saveFailed: boolean }
  | { kind: 'saving' }
  | { kind: 'saved'; invitation: QuestionnaireInvitation }
  | { kind: 'already-answered'; invitation: QuestionnaireInvitation }
  | { kind: 'maintenance' };

export type AnsweringEvent =
  | { type: 'problems' }
  | { type: 'send' }
  | { type: 'saved'; invitation: QuestionnaireInvitation }
  | { type: 'already-answered'; invitation: QuestionnaireInvitation }
  | { type: 'maintenance' }
  | { type: 'failed' };

export const initialAnsweringState: AnsweringState = { kind: 'filling', showErrors: false, saveFailed: false };

export function answeringReducer(state: AnsweringState, event: AnsweringEvent): AnsweringState {
  if (state.kind === 'filling') {
    if (event.type === 'problems') return { kind: 'filling', showErrors: true, saveFailed: false };
    if (event.type === 'send') return { kind: 'saving' };
    return state;
  }
  if (state.kind === 'saving') {
    switch (event.type) {
      case 'saved':
        return { kind: 'saved', invitation: event.invitation };
      case 'already-answered':
        return { kind: 'already-answered', invitation: event.invitation };
      case 'maintenance':
        return { kind: 'maintenance' };
      case 'failed':
        return { kind: 'filling', showErrors: false, saveFailed: true };
      default:
        return state;
    }
  }
  // Saved, answered elsewhere and maintenance are where answering ends.
  return state;
}
