/** A date on the calendar with no time or time zone; month and day are 1-based. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Gregorian leap-year rule: 1900 was not a leap year, 2000 was. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Number of days in `month` (1-12) of `year`; 0 for a month outside 1-12. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) {
    return 29;
  }
  return DAYS_IN_MONTH[month - 1] ?? 0;
}

/** True when the parts are integers that name a real day (no 31.4. or 29.2.2023). */
export function isValidCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Negative when `a` is before `b`, zero on the same day, positive when after. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The calendar date of 'YYYY-MM-DD', or null when it is not one (a real day in that form). */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCalendarDate(date) ? date : null;
}

/**
 * Age in whole years on `onDate` of someone born on `born`: the birthday counts on its own day,
 * and a 29 February birthday on 1 March in other years. Null when `onDate` is before the birth.
 */
export function ageOnDate(born: CalendarDate, onDate: CalendarDate): number | null {
  if (compareCalendarDates(onDate, born) < 0) return null;
  // Comparing (month, day) pairs makes 28.2. "before" 29.2. and 1.3. "after" it in any year.
  const birthdayPassed = compareCalendarDates({ ...onDate, year: born.year }, born) >= 0;
  return onDate.year - born.year - (birthdayPassed ? 0 : 1);
}
