import { compareCalendarDates, daysInMonth, isLeapYear, isValidCalendarDate } from './calendar-date';

it.each([
  [1800, false],
  [1900, false],
  [1996, true],
  [1999, false],
  [2000, true],
  [2024, true],
  [2100, false],
  [2400, true],
])('isLeapYear(%d) → %s', (year, expected) => {
  expect(isLeapYear(year)).toBe(expected);
});

it.each([
  [2023, 1, 31],
  [2023, 2, 28],
  [2024, 2, 29],
  [1900, 2, 28],
  [2000, 2, 29],
  [2023, 4, 30],
  [2023, 6, 30],
  [2023, 9, 30],
  [2023, 11, 30],
  [2023, 12, 31],
  [2023, 0, 0],
  [2023, 13, 0],
])('daysInMonth(%d, %d) → %d', (year, month, days) => {
  expect(daysInMonth(year, month)).toBe(days);
});

it.each([
  [{ year: 2024, month: 2, day: 29 }, true],
  [{ year: 2023, month: 2, day: 29 }, false],
  [{ year: 2023, month: 12, day: 31 }, true],
  [{ year: 2023, month: 1, day: 0 }, false],
  [{ year: 2023, month: 0, day: 1 }, false],
  [{ year: 2023, month: 13, day: 1 }, false],
  [{ year: 2023, month: 1, day: 1.5 }, false],
  [{ year: Number.NaN, month: 1, day: 1 }, false],
])('isValidCalendarDate(%o) → %s', (date, expected) => {
  expect(isValidCalendarDate(date)).toBe(expected);
});

it('compareCalendarDates orders by year, then month, then day', () => {
  const a = { year: 2024, month: 2, day: 29 };
  expect(compareCalendarDates(a, a)).toBe(0);
  expect(compareCalendarDates(a, { year: 2024, month: 3, day: 1 })).toBeLessThan(0);
  expect(compareCalendarDates(a, { year: 2024, month: 2, day: 28 })).toBeGreaterThan(0);
  expect(compareCalendarDates(a, { year: 2025, month: 1, day: 1 })).toBeLessThan(0);
  expect(compareCalendarDates({ year: 2023, month: 12, day: 31 }, a)).toBeLessThan(0);
});
