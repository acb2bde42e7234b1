import { aPrescription, threePrescriptions } from '@portal/prescriptions/contracts/testing';
import { renewableIds, selectAllState, selectionReducer } from './selection';

// Burana 1 (not renewable), Ventoline 4 and Levaxin 3 (renewable), newest first.
const prescriptions = threePrescriptions();
const reduce = selectionReducer(prescriptions);

describe('choosing prescriptions to renew (booking doc section 4)', () => {
  it('knows the renewable ones in the list’s order', () => {
    expect(renewableIds(prescriptions)).toEqual([4, 3]);
  });

  it('toggles a renewable prescription in and out, keeping the list’s order', () => {
    const one = reduce([], { type: 'toggle', id: 3 });
    expect(one).toEqual([3]);
    expect(reduce(one, { type: 'toggle', id: 4 })).toEqual([4, 3]);
    expect(reduce([4, 3], { type: 'toggle', id: 4 })).toEqual([3]);
  });

  it('never chooses a non-renewable or unknown prescription', () => {
    expect(reduce([], { type: 'toggle', id: 1 })).toEqual([]);
    expect(reduce([3], { type: 'toggle', id: 99 })).toEqual([3]);
  });

  it('select-all chooses every renewable one from none or some, and none from all', () => {
    expect(reduce([], { type: 'toggle-all' })).toEqual([4, 3]);
    expect(reduce([3], { type: 'toggle-all' })).toEqual([4, 3]);
    expect(reduce([4, 3], { type: 'toggle-all' })).toEqual([]);
  });

  it('shows select-all ticked, unticked or in between by the renewable ones only', () => {
    expect(selectAllState([], prescriptions)).toBe('none');
    expect(selectAllState([3], prescriptions)).toBe('some');
    expect(selectAllState([4, 3], prescriptions)).toBe('all');
    expect(selectAllState([], [aPrescription({ isRenewable: false })])).toBe('none');
  });

  it('removes one prescription from the cart at a time', () => {
    expect(reduce([4, 3], { type: 'remove', id: 4 })).toEqual([3]);
    expect(reduce([3], { type: 'remove', id: 3 })).toEqual([]);
    expect(reduce([3], { type: 'remove', id: 4 })).toEqual([3]);
  });
});
