import { clockTime, isCalendarDate } from './helsinki-time';

describe('helsinki-time', () => {
  it('tells calendar dates from other strings and prints clock times', () => {
    expect(isCalendarDate('2026-11-22')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('22.11.2026')).toBe(false);
    expect(clockTime(7 * 60 + 5)).toBe('07:05');
  });
});
