import type { ContactEditEvent, ContactEditState } from './contact-edit';
import { contactEditReducer, hasUnsavedContactEdits, initialContactEdit } from './contact-edit';

const run = (events: ContactEditEvent['type'][], from: ContactEditState = initialContactEdit) =>
  events.reduce((state, type) => contactEditReducer(state, { type }), from);

describe('contactEditReducer', () => {
  it('goes read-only, edit, saving and back to read-only on success', () => {
    expect(run(['edit'])).toEqual({ status: 'edit' });
    expect(run(['edit', 'save'])).toEqual({ status: 'saving' });
    expect(run(['edit', 'save', 'saved'])).toEqual({ status: 'read-only' });
  });

  it('shows the error on failure and lets the patient save again or cancel', () => {
    expect(run(['edit', 'save', 'failed'])).toEqual({ status: 'error' });
    expect(run(['edit', 'save', 'failed', 'save'])).toEqual({ status: 'saving' });
    expect(run(['edit', 'save', 'failed', 'cancel'])).toEqual({ status: 'read-only' });
  });

  it('discards edits on cancel', () => {
    expect(run(['edit', 'cancel'])).toEqual({ status: 'read-only' });
  });

  it('ignores events that do not fit the state', () => {
    expect(run(['save'])).toEqual({ status: 'read-only' });
    expect(run(['saved'])).toEqual({ status: 'read-only' });
    expect(run(['edit', 'save', 'cancel'])).toEqual({ status: 'saving' });
    expect(run(['edit', 'save', 'edit'])).toEqual({ status: 'saving' });
    expect(run(['edit', 'failed'])).toEqual({ status: 'edit' });
  });

  it('counts every state but read-only as unsaved edits', () => {
    expect(hasUnsavedContactEdits({ status: 'read-only' })).toBe(false);
    for (const status of ['edit', 'saving', 'error'] as const) expect(hasUnsavedContactEdits({ status })).toBe(true);
  });
});
