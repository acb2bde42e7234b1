/**
 * The signed-in patient's contact details on the reservation page (booking doc section 4,
 * "Contact info editing"): read-only, edit, saving, then read-only on success or an error that
 * keeps the edits open for another try.
 */
export type ContactEditState =
  | { status: 'read-only' }
  | { status: 'edit' }
  | { status: 'saving' }
  | { status: 'error' };

export type ContactEditEvent =
  | { type: 'edit' }
  | { type: 'cancel' }
  | { type: 'save' }
  | { type: 'saved' }
  | { type: 'failed' };

export const initialContactEdit: ContactEditState = { status: 'read-only' };

export function contactEditReducer(state: ContactEditState, event: ContactEditEvent): ContactEditState {
  switch (event.type) {
    case 'edit':
      return state.status === 'read-only' ? { status: 'edit' } : state;
    case 'cancel':
      // A save under way cannot be taken back.
      return state.status === 'edit' || state.status === 'error' ? initialContactEdit : state;
    case 'save':
      return state.status === 'edit' || state.status === 'error' ? { status: 'saving' } : state;
    case 'saved':
      return state.status === 'saving' ? initialContactEdit : state;
    case 'failed':
      return state.status === 'saving' ? { status: 'error' } : state;
  }
}

/** Contact edits that are open are unsaved: the reserve button waits for them (section 5). */
export function hasUnsavedContactEdits(state: ContactEditState): boolean {
  return state.status !== 'read-only';
}
