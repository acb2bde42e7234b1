import { ageOnDate, compareCalendarDates, daysInMonth, isLeapYear, isValidCalendarDate, parseCalendarDate } from './calendar-date';

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

describe('parseCalendarDate', () => {
  it.each([
    ['2026-11-25', { year: 2026, month: 11, day: 25 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2026-02-29', null],
    ['2026-13-01', null],
    ['2026-1-05', null],
    ['25.11.2026', null],
    ['', null],
  ])('reads %s as %p', (text, date) => {
    expect(parseCalendarDate(text)).toEqual(date);
  });
});

describe('ageOnDate', () => {
  const leapling = { year: 2008, month: 2, day: 29 };
  it.each([
    [{ year: 1960, month: 9, day: 1 }, { year: 2025, month: 9, day: 1 }, 65],
    [{ year: 1960, month: 9, day: 2 }, { year: 2025, month: 9, day: 1 }, 64],
    [leapling, { year: 2026, month: 2, day: 28 }, 17],
    [leapling, { year: 2026, month: 3, day: 1 }, 18],
    [leapling, { year: 2028, month: 2, day: 29 }, 20],
    [leapling, leapling, 0],
    [leapling, { year: 2008, month: 2, day: 28 }, null],
  ])('born %p, on %p is %p', (born, on, age) => {
    expect(ageOnDate(born, on)).toBe(age);
  });
});
