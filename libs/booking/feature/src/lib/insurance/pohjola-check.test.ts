import type { PohjolaCheckEvent, PohjolaCheckState } from './pohjola-check';
import { initialPohjolaCheck, pohjolaCheckReducer } from './pohjola-check';

const run = (...events: PohjolaCheckEvent[]): PohjolaCheckState => events.reduce(pohjolaCheckReducer, initialPohjolaCheck);

describe('Pohjola’s check', () => {
  it('starts undefined', () => {
    expect(initialPohjolaCheck.status).toBe('undefined');
  });

  it('is found or not found as Pohjola answers, or in error when it fails', () => {
    expect(run({ type: 'check' }).status).toBe('checking');
    expect(run({ type: 'check' }, { type: 'answered', hasInsurance: true }).status).toBe('found');
    expect(run({ type: 'check' }, { type: 'answered', hasInsurance: false }).status).toBe('notFound');
    expect(run({ type: 'check' }, { type: 'failed' }).status).toBe('error');
  });

  it('is canceled when the patient declines it', () => {
    expect(run({ type: 'decline' }).status).toBe('canceled');
    expect(run({ type: 'check' }, { type: 'failed' }, { type: 'decline' }).status).toBe('canceled');
  });

  it('can be checked again after not found, an error or declining', () => {
    expect(run({ type: 'check' }, { type: 'answered', hasInsurance: false }, { type: 'check' }, { type: 'answered', hasInsurance: true }).status).toBe('found');
    expect(run({ type: 'check' }, { type: 'failed' }, { type: 'check' }).status).toBe('checking');
    expect(run({ type: 'decline' }, { type: 'check' }).status).toBe('checking');
  });

  it('returns to the previous state on cancel from found or canceled', () => {
    expect(run({ type: 'check' }, { type: 'answered', hasInsurance: true }, { type: 'cancel' }).status).toBe('undefined');
    expect(run({ type: 'check' }, { type: 'failed' }, { type: 'check' }, { type: 'answered', hasInsurance: true }, { type: 'cancel' }).status).toBe('error');
    expect(run({ type: 'decline' }, { type: 'cancel' }).status).toBe('undefined');
    expect(run({ type: 'check' }, { type: 'answered', hasInsurance: false }, { type: 'decline' }, { type: 'cancel' }).status).toBe('notFound');
  });

  it('ignores cancel elsewhere, and answers that come when no check is under way', () => {
    for (const state of [run(), run({ type: 'check' }, { type: 'failed' }), run({ type: 'check' }, { type: 'answered', hasInsurance: false })]) {
      expect(pohjolaCheckReducer(state, { type: 'cancel' })).toBe(state);
      expect(pohjolaCheckReducer(state, { type: 'answered', hasInsurance: true })).toBe(state);
      expect(pohjolaCheckReducer(state, { type: 'failed' })).toBe(state);
    }
    const checking = run({ type: 'check' });
    expect(pohjolaCheckReducer(checking, { type: 'check' })).toBe(checking);
    expect(pohjolaCheckReducer(checking, { type: 'decline' })).toBe(checking);
    const found = run({ type: 'check' }, { type: 'answered', hasInsurance: true });
    expect(pohjolaCheckReducer(found, { type: 'check' })).toBe(found);
  });

  it('resets to undefined from any state', () => {
    for (const state of [run({ type: 'check' }), run({ type: 'check' }, { type: 'answered', hasInsurance: true }), run({ type: 'decline' })]) {
      expect(pohjolaCheckReducer(state, { type: 'reset' })).toEqual(initialPohjolaCheck);
    }
  });
});
