import type { ReserveButtonInput } from './reserve-button';
import { isReserveEnabled } from './reserve-button';

const ready: ReserveButtonInput = {
  contactValid: true,
  bindingRequired: true,
  bindingAccepted: true,
  unsavedContactEdits: false,
  reserving: false,
};

describe('isReserveEnabled', () => {
  it('is enabled when every condition holds', () => {
    expect(isReserveEnabled(ready)).toBe(true);
    expect(isReserveEnabled({ ...ready, bindingRequired: false, bindingAccepted: false })).toBe(true);
    expect(isReserveEnabled({ ...ready, occupationalConfirmationRequired: true, occupationalConfirmed: true })).toBe(true);
    expect(isReserveEnabled({ ...ready, insuranceRequired: true, insuranceComplete: true })).toBe(true);
    expect(isReserveEnabled({ ...ready, insuranceRequired: false, insuranceComplete: false })).toBe(true);
  });

  it.each<[string, Partial<ReserveButtonInput>]>([
    ['a contact field is invalid', { contactValid: false }],
    ['the binding box is needed but not ticked', { bindingAccepted: false }],
    ['contact edits are unsaved', { unsavedContactEdits: true }],
    ['a reservation is under way', { reserving: true }],
    ['the occupational confirmation is shown but not ticked', { occupationalConfirmationRequired: true, occupationalConfirmed: false }],
    ['an insurance reservation’s insurance rules do not hold', { insuranceRequired: true, insuranceComplete: false }],
  ])('is disabled when %s', (_, change) => {
    expect(isReserveEnabled({ ...ready, ...change })).toBe(false);
  });
});
