import { isValidCalendarDate } from '@portal/shared/util';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day written 'YYYY-MM-DD', as the result pages' addresses carry it. */
export function isCalendarDay(text: string | undefined): text is string {
  const match = text === undefined ? null : DAY.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  return isValidCalendarDate({ year: year ?? 0, month: month ?? 0, day: day ?? 0 });
}
