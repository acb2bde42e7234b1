import { addCalendarDays } from '@portal/shared/util';

export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && addCalendarDays(value, 0) === value;
}

/** 'HH:mm' for minutes after midnight. */
export function clockTime(minutesOfDay: number): string {
  const hours = Math.floor(minutesOfDay / 60);
  const minutes = minutesOfDay % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
