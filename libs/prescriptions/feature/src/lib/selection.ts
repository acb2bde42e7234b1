import type { Prescription } from '@portal/prescriptions/contracts';

/**
 * Choosing prescriptions to renew (booking doc section 4, "Prescription selection"): only
 * renewable ones can be chosen; select-all toggles all renewable ones; the chosen ones are the
 * cart, from which each can be removed. The chosen ids keep the list's order (newest first), so
 * the cart and the renewal address read like the list.
 */
export type SelectionAction =
  | { type: 'toggle'; id: number }
  | { type: 'toggle-all' }
  | { type: 'remove'; id: number };

export type SelectAllState = 'none' | 'some' | 'all';

export function renewableIds(prescriptions: readonly Prescription[]): number[] {
  return prescriptions.filter((prescription) => prescription.isRenewable).map((prescription) => prescription.id);
}

/** Whether select-all shows ticked, unticked or in between. */
export function selectAllState(selected: readonly number[], prescriptions: readonly Prescription[]): SelectAllState {
  const renewable = renewableIds(prescriptions);
  const chosen = renewable.filter((id) => selected.includes(id)).length;
  if (chosen === 0) return 'none';
  return chosen === renewable.length ? 'all' : 'some';
}

/** The chosen ids after `action`, in the list's order; anything not renewable is never chosen. */
export function selectionReducer(prescriptions: readonly Prescription[]) {
  const renewable = renewableIds(prescriptions);
  const inListOrder = (ids: ReadonlySet<number>) => renewable.filter((id) => ids.has(id));
  return (selected: readonly number[], action: SelectionAction): number[] => {
    const chosen = new Set(selected);
    switch (action.type) {
      case 'toggle':
        if (!renewable.includes(action.id)) return [...selected];
        if (chosen.has(action.id)) chosen.delete(action.id);
        else chosen.add(action.id);
        return inListOrder(chosen);
      case 'toggle-all':
        // Ticked when all are chosen; otherwise (none or some) it chooses all.
        return selectAllState(selected, prescriptions) === 'all' ? [] : [...renewable];
      case 'remove':
        chosen.delete(action.id);
        return inListOrder(chosen);
    }
  };
}
