import { anAppointment } from '@portal/appointments/contracts/testing';
import { priceView } from './appointment-price';

const rate = { code: 'R1', name: 'Visit fee', rateEuros: 89.5, additionalFees: [] };

describe('appointment price', () => {
  it('has the From prefix for private', () => {
    expect(priceView(anAppointment({ practitionerRate: rate }), 'private', false)).toEqual(
      expect.objectContaining({ cents: 8950, showFrom: true }),
    );
  });

  it.each(['occupational', 'insurance'] as const)('is not shown to %s customers', (type) => {
    expect(priceView(anAppointment({ practitionerRate: rate }), type, true)).toBeNull();
  });

  it.each(['occupational', 'insurance'] as const)('shows the fixed Y65V price to %s customers too', (type) => {
    expect(priceView(anAppointment({ kindId: 'Y65V', practitionerRate: null }), type, false)?.cents).toBe(2820);
  });

  it('has no From prefix for kela65', () => {
    expect(priceView(anAppointment({ practitionerRate: rate }), 'kela65', false)).toEqual(
      expect.objectContaining({ cents: 8950, showFrom: false }),
    );
  });

  it('has the From prefix for an anonymous visitor', () => {
    expect(priceView(anAppointment({ practitionerRate: rate }), null, false)?.showFrom).toBe(true);
  });

  it('is the fixed 28.20 EUR without a prefix for Y65V, whatever the rate', () => {
    expect(priceView(anAppointment({ kindId: 'Y65V', practitionerRate: rate }), 'private', false)).toEqual(
      expect.objectContaining({ cents: 2820, showFrom: false }),
    );
    expect(priceView(anAppointment({ kindId: 'Y65V', practitionerRate: null }), 'private', false)?.cents).toBe(2820);
  });

  it('is absent without a rate', () => {
    expect(priceView(anAppointment({ practitionerRate: null }), 'private', false)).toBeNull();
  });

  it('lists the additional fees in cents with the price-details feature only', () => {
    const fees = [
      { code: 'F1', name: 'Office fee', rateEuros: 12.9 },
      { code: 'F2', name: 'Lab fee', rateEuros: 0.1 },
    ];
    expect(priceView(anAppointment({ practitionerRate: { ...rate, additionalFees: fees } }), 'private', true)?.fees).toEqual([
      { code: 'F1', name: 'Office fee', cents: 1290 },
      { code: 'F2', name: 'Lab fee', cents: 10 },
    ]);
    expect(priceView(anAppointment({ practitionerRate: { ...rate, additionalFees: fees } }), 'private', false)?.fees).toEqual([]);
  });

  it.each([
    ['private', true],
    ['kela65', true],
  ] as const)('shows the estimate note for %s: %s', (type, shown) => {
    expect(priceView(anAppointment(), type, false)?.showEstimate).toBe(shown);
  });

  it('shows no estimate note to an anonymous visitor', () => {
    expect(priceView(anAppointment(), null, false)?.showEstimate).toBe(false);
  });
});
