import { createIntl } from 'react-intl';
import { appointmentTimeText, itemDateText, itemValidityText } from './item-texts';

const intl = createIntl({ locale: 'en', messages: {} });
const now = Date.parse('2026-11-22T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();
const daysAhead = (days: number) => new Date(now + days * 86_400_000).toISOString();

describe('itemDateText', () => {
  it('is relative within 24 hours', () => {
    expect(itemDateText(intl, hoursAgo(3), now, 'en')).toBe('3 hours ago');
    expect(itemDateText(intl, hoursAgo(3), now, 'fi')).toBe('kolme tuntia sitten');
  });

  it('is Yesterday from 24 up to 48 hours', () => {
    expect(itemDateText(intl, hoursAgo(24), now, 'en')).toBe('Yesterday');
    expect(itemDateText(intl, hoursAgo(47.9), now, 'en')).toBe('Yesterday');
  });

  it('is the Finnish short date from 48 hours, and for what is still ahead', () => {
    expect(itemDateText(intl, hoursAgo(48), now, 'en')).toBe('20.11.2026');
    expect(itemDateText(intl, daysAhead(3), now, 'en')).toBe('25.11.2026');
  });
});

describe('itemValidityText', () => {
  it.each([
    [0, 'Valid until today'],
    [1, 'Valid until tomorrow'],
    [5, 'Valid for 5 more days'],
    [8, 'Valid for 1 more week'],
    [21, 'Valid for 3 more weeks'],
    [30, 'Valid until 22.12.2026'],
  ])('says how long it is valid %i days ahead', (days, text) => {
    expect(itemValidityText(intl, daysAhead(days), now)).toBe(text);
  });

  it.each([
    ['more than 30 days ahead', daysAhead(31)],
    ['already expired', daysAhead(-2)],
    ['without a validity', null],
  ])('says nothing when %s', (_, validUntil) => {
    expect(itemValidityText(intl, validUntil, now)).toBeUndefined();
  });
});

describe('appointmentTimeText', () => {
  it('gives the date and the time in Helsinki time, in winter and in summer', () => {
    expect(appointmentTimeText(intl, '2026-12-03T12:30:00.000Z')).toBe('3.12.2026 at 14:30');
    expect(appointmentTimeText(intl, '2027-06-01T06:05:00.000Z')).toBe('1.6.2027 at 09:05');
  });

  it('is in the language of the messages', () => {
    const fi = createIntl({ locale: 'fi', messages: { 'home.front.appointmentTime': '{date} klo {time}' } });
    expect(appointmentTimeText(fi, '2026-12-03T12:30:00.000Z')).toBe('3.12.2026 klo 14:30');
  });
});
