import type { QuestionnaireInvitation } from '@portal/questionnaires/contracts';
import type { AnsweringEvent, AnsweringState } from './answering-state';
import { answeringReducer, initialAnsweringState } from './answering-state';

const invitation = { id: 1, title: 'Pre-visit questionnaire', created: '2026-11-20T08:00:00.000Z', answeredAt: '2026-11-23T10:00:00.000Z', definition: { questions: [] }, answers: {} } satisfies QuestionnaireInvitation;

const run = (...events: AnsweringEvent[]): AnsweringState => events.reduce(answeringReducer, initialAnsweringState);

describe('answering a questionnaire', () => {
  it('shows the errors when sent with problems, then sends', () => {
    expect(run({ type: 'problems' })).toEqual({ kind: 'filling', showErrors: true, saveFailed: false });
    expect(run({ type: 'problems' }, { type: 'send' })).toEqual({ kind: 'saving' });
  });

  it('ends saved, answered elsewhere or in maintenance', () => {
    expect(run({ type: 'send' }, { type: 'saved', invitation })).toEqual({ kind: 'saved', invitation });
    expect(run({ type: 'send' }, { type: 'already-answered', invitation })).toEqual({ kind: 'already-answered', invitation });
    expect(run({ type: 'send' }, { type: 'maintenance' })).toEqual({ kind: 'maintenance' });
    // Nothing starts again from there.
    expect(run({ type: 'send' }, { type: 'saved', invitation }, { type: 'send' }, { type: 'failed' })).toEqual({ kind: 'saved', invitation });
  });

  it('goes back to filling with the error box when saving fails, and sends again', () => {
    expect(run({ type: 'send' }, { type: 'failed' })).toEqual({ kind: 'filling', showErrors: false, saveFailed: true });
    expect(run({ type: 'send' }, { type: 'failed' }, { type: 'send' })).toEqual({ kind: 'saving' });
  });

  it('ignores a second send while saving and results while filling', () => {
    expect(run({ type: 'send' }, { type: 'send' })).toEqual({ kind: 'saving' });
    expect(run({ type: 'saved', invitation })).toEqual(initialAnsweringState);
  });
});
