import { isCalendarDay } from './calendar-day';

describe('isCalendarDay', () => {
  it('takes real days written YYYY-MM-DD only', () => {
    expect(isCalendarDay('2026-11-20')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    for (const text of ['2026-02-30', '2026-13-01', '20.11.2026', '2026-11-20T00:00', '', undefined]) {
      expect(isCalendarDay(text)).toBe(false);
    }
  });
});
