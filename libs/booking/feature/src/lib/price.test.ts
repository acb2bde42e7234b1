import { formatEuros } from '@portal/shared/util';
import { aBookableAppointment } from '@portal/booking/contracts/testing';
import { shownPrice } from './price';

describe('shownPrice', () => {
  it("shows the rate with 'From' and the additional fees", () => {
    expect(shownPrice(aBookableAppointment(), 'private', false)).toEqual({
      cents: 8950,
      showFromPrefix: true,
      additionalFees: [{ code: 'TOIM', name: 'Service fee', cents: 1200 }],
      details: [],
    });
    expect(formatEuros(8950, 'en')).toBe('€89.50');
  });

  it('gives the breakdown only when the price-details flag is on', () => {
    expect(shownPrice(aBookableAppointment(), 'insurance', true)?.details).toEqual([
      { name: 'Doctor fee', cents: 7750 },
      { name: 'Service fee', cents: 1200 },
    ]);
  });

  it("leaves 'From' out for the 65+ customer type", () => {
    expect(shownPrice(aBookableAppointment(), 'kela65', false)?.showFromPrefix).toBe(false);
  });

  it('shows the Y65V kind at its fixed 28.20 EUR without From', () => {
    const appointment = aBookableAppointment({
      kindId: 'Y65V',
      price: { rateEuros: 60, additionalFees: [], fixedPriceEuros: 28.2, priceDetails: [] },
    });
    expect(shownPrice(appointment, 'private', false)).toMatchObject({ cents: 2820, showFromPrefix: false });
  });

  it('rounds euros to whole cents', () => {
    const appointment = aBookableAppointment({ price: { rateEuros: 0.1 + 0.2, additionalFees: [], fixedPriceEuros: null, priceDetails: [] } });
    expect(shownPrice(appointment, 'private', false)?.cents).toBe(30);
  });

  it('shows nothing without a price', () => {
    expect(shownPrice(aBookableAppointment({ price: null }), 'private', false)).toBeNull();
  });
});
