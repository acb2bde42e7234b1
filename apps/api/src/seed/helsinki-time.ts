import { HELSINKI } from '@portal/shared/util';

/** Calendar arithmetic on 'YYYY-MM-DD' strings, done in UTC so the host's zone never matters. */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}

export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}

const WALL_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: HELSINKI,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** Helsinki's offset from UTC in milliseconds at an instant (+2 h or +3 h). */
function helsinkiOffsetMs(instantMs: number): number {
  const parts = WALL_CLOCK.formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return wall - Math.floor(instantMs / 60_000) * 60_000;
}

// Formatting is the slow part of making 50,000 slots, so the offset is looked up once per day
// for times from 04:00 on: the clocks change between 03:00 and 04:00.
const dayOffsets = new Map<string, number>();

/** The instant when the Helsinki wall clock shows `time` ('HH:mm') on `date`. */
export function helsinkiInstant(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  if (hours < 4) {
    // Two passes settle on the offset in force at the instant itself.
    const guess = wall - helsinkiOffsetMs(wall);
    return new Date(wall - helsinkiOffsetMs(guess));
  }
  let offset = dayOffsets.get(date);
  if (offset === undefined) {
    offset = helsinkiOffsetMs(Date.UTC(year, month - 1, day, 10));
    dayOffsets.set(date, offset);
  }
  return new Date(wall - offset);
}

/** 'HH:mm' for minutes after midnight. */
export function clockTime(minutesOfDay: number): string {
  const hours = Math.floor(minutesOfDay / 60);
  const minutes = minutesOfDay % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
