import type { SaveAction } from '@portal/shared/contracts';
import { isSafeReturnPath } from '@portal/shared/util';
import { initialTabOf, nextStepOf, saveLabelOf } from './next-path';

describe('saveAction after saving my information', () => {
  it.each<[SaveAction, string, string]>([
    [{ type: 'go-to-invoice-page', invoiceNumber: '41000007' }, '/fi/maksa/41000007', 'Save and return to payment'],
    [{ type: 'go-to-invoice-page' }, '/fi/laskut', 'Save and return to invoices'],
    [{ type: 'go-to-reserve-appointment-page' }, '/fi/ajanvaraus', 'Save and return to booking'],
    [{ type: 'go-to-view-appointment-page', appointmentId: 101, tab: 'consent' }, '/fi/ajanvaraukset/101', 'Save and return to the appointment'],
    [{ type: 'reload-page' }, '/fi/omat-tiedot', 'Save'],
  ])('%j leads to %s with the button %s', (action, path, label) => {
    expect(nextStepOf(action, 'fi')).toEqual({ path, reload: action.type === 'reload-page' });
    expect(saveLabelOf(action).defaultMessage).toBe(label);
  });

  it('stays on the page and says Save without an action', () => {
    expect(nextStepOf(null, 'en')).toBeNull();
    expect(saveLabelOf(null).defaultMessage).toBe('Save');
  });

  it('uses the language’s words and appends the anchor, encoded, to a path on this site', () => {
    const step = nextStepOf({ type: 'go-to-invoice-page', invoiceNumber: '1', anchor: 'rows "x"' }, 'sv');
    expect(step?.path).toBe('/sv/betala/1#rows%20%22x%22');
    expect(isSafeReturnPath(step?.path)).toBe(true);
    expect(nextStepOf({ type: 'go-to-view-appointment-page', appointmentId: 5, anchor: 'check-in' }, 'en')?.path).toBe('/en/appointments/5#check-in');
    expect(nextStepOf({ type: 'reload-page', anchor: 'guardians' }, 'en')).toEqual({ path: '/en/my-information#guardians', reload: true });
  });

  it('opens the consent tab only for an appointment’s consent tab', () => {
    expect(initialTabOf({ type: 'go-to-view-appointment-page', appointmentId: 1, tab: 'consent' })).toBe('consent');
    expect(initialTabOf({ type: 'go-to-view-appointment-page', appointmentId: 1 })).toBe('basic');
    expect(initialTabOf({ type: 'go-to-invoice-page' })).toBe('basic');
    expect(initialTabOf(null)).toBe('basic');
  });
});
