import { maskPhoneNumber } from './sms-renewal';

describe('maskPhoneNumber', () => {
  it('shows the country code, two digits and the last two', () => {
    expect(maskPhoneNumber('+358401234567')).toBe('+358 40 *** **67');
    expect(maskPhoneNumber('+3584571234567')).toBe('+358 45 *** ***67');
    expect(maskPhoneNumber('+46701234567')).toBe('+46 70 *** **67');
  });

  it('hides all but the last two digits of a short number', () => {
    expect(maskPhoneNumber('+358912345')).toBe('+358 *** *45');
    expect(maskPhoneNumber('123')).toBe('***23');
  });
});
