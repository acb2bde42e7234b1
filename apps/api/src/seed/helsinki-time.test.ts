import { addDays, clockTime, helsinkiInstant, isCalendarDate, isoWeekday } from './helsinki-time';

describe('helsinki-time', () => {
  it('turns Helsinki wall time into instants on both sides of the clock changes', () => {
    expect(helsinkiInstant('2026-11-22', '09:00').toISOString()).toBe('2026-11-22T07:00:00.000Z');
    expect(helsinkiInstant('2026-06-15', '09:00').toISOString()).toBe('2026-06-15T06:00:00.000Z');
    // Summer time starts at 03:00 on 29.3.2026 and ends at 04:00 on 25.10.2026.
    expect(helsinkiInstant('2026-03-29', '00:00').toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(helsinkiInstant('2026-03-29', '12:00').toISOString()).toBe('2026-03-29T09:00:00.000Z');
    expect(helsinkiInstant('2026-10-25', '00:00').toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(helsinkiInstant('2026-10-25', '12:00').toISOString()).toBe('2026-10-25T10:00:00.000Z');
  });

  it('does calendar arithmetic on date strings', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isCalendarDate('2026-11-22')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('22.11.2026')).toBe(false);
    expect(clockTime(7 * 60 + 5)).toBe('07:05');
  });
});
