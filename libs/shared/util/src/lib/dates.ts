import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/fi';
import 'dayjs/locale/sv';
import isoWeek from 'dayjs/plugin/isoWeek';
import relativeTime from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

import { isValidCalendarDate } from './calendar-date';
import type { Language } from './language';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(relativeTime);
dayjs.extend(isoWeek);

/** Every date and time the portal shows is Finnish time, wherever the browser is. */
export const HELSINKI = 'Europe/Helsinki';

/**
 * A point in time: a Date, epoch milliseconds, or an ISO 8601 string. Date-time strings must
 * carry 'Z' or an offset, because without one it is unknowable whose local time was meant.
 * A date-only string 'YYYY-MM-DD' means the start of that day in Helsinki.
 */
export type Instant = Date | number | string;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

// Date.parse rolls '2026-02-30' over into March instead of failing, so check the day first.
function hasRealDate(iso: string): boolean {
  const [year = 0, month = 0, day = 0] = iso.slice(0, 10).split('-').map(Number);
  return isValidCalendarDate({ year, month, day });
}

function epochMs(instant: Instant): number {
  let ms: number;
  if (instant instanceof Date) {
    ms = instant.getTime();
  } else if (typeof instant === 'number') {
    ms = instant;
  } else if (DATE_ONLY.test(instant) && hasRealDate(instant)) {
    // dayjs.tz seeds its offset search with the current time; that cannot change the result,
    // as Helsinki midnight never falls in a DST gap or overlap.
    return dayjs.tz(`${instant}T00:00:00`, HELSINKI).valueOf();
  } else if (DATE_TIME_WITH_OFFSET.test(instant) && hasRealDate(instant)) {
    ms = Date.parse(instant);
  } else {
    ms = Number.NaN;
  }
  // Via Date so values outside its range (±8.64e15 ms) fail here rather than print 'Invalid Date'.
  const time = new Date(ms).getTime();
  if (Number.isNaN(time)) {
    throw new RangeError(`Not a valid instant: ${String(instant)}`);
  }
  return time;
}

const HELSINKI_WALL_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: HELSINKI,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/**
 * A UTC-mode Dayjs whose fields read as the Helsinki wall clock at `instant`; only for
 * formatting and calendar arithmetic, as its valueOf() is not the instant.
 *
 * Not dayjs's own .tz(): it re-parses the Helsinki wall time in the host's zone and is an hour
 * off when that wall time falls in the host's DST gap (a browser in New York on the morning of
 * 8 March 2026, for one). Intl with an explicit timeZone gives the same answer on every host.
 */
function inHelsinki(instant: Instant): Dayjs {
  const ms = epochMs(instant);
  const parts = HELSINKI_WALL_CLOCK.formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  const wallClockSeconds = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const milliseconds = ((ms % 1000) + 1000) % 1000;
  return dayjs.utc(wallClockSeconds + milliseconds);
}

/** Finnish short date in Helsinki time, e.g. '29.3.2026'. */
export function formatDate(instant: Instant): string {
  return inHelsinki(instant).format('D.M.YYYY');
}

/** 24-hour clock time in Helsinki time, e.g. '09:05'. */
export function formatTime(instant: Instant): string {
  return inHelsinki(instant).format('HH:mm');
}

/** The Helsinki calendar date as 'YYYY-MM-DD', the form the booking API's startDate takes. */
export function helsinkiDateString(instant: Instant): string {
  return inHelsinki(instant).format('YYYY-MM-DD');
}

/** Hours from `now` until `instant`, with fractions; negative once it has passed. */
export function hoursUntil(instant: Instant, now: Instant): number {
  return (epochMs(instant) - epochMs(now)) / HOUR_MS;
}

export type RelativeTime =
  | { readonly kind: 'relative'; readonly text: string }
  | { readonly kind: 'yesterday' }
  | { readonly kind: 'date'; readonly text: string };

/**
 * How a past moment is shown in lists. Less than 24 hours before `now`: relative text from
 * dayjs ('3 hours ago'). From exactly 24 hours up to but not including 48: 'yesterday', left
 * for the UI to word. Anything older, and anything after `now`: the date, D.M.YYYY.
 */
export function formatRelative(instant: Instant, now: Instant, lang: Language): RelativeTime {
  const at = epochMs(instant);
  const reference = epochMs(now);
  const age = reference - at;
  if (age >= 0 && age < DAY_MS) {
    return { kind: 'relative', text: dayjs.utc(at).locale(lang).from(dayjs.utc(reference)) };
  }
  if (age >= DAY_MS && age < 2 * DAY_MS) {
    return { kind: 'yesterday' };
  }
  return { kind: 'date', text: formatDate(at) };
}

function addCalendarDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

function calendarDaysBetween(from: string, to: string): number {
  return Math.round((dayjs.utc(to).valueOf() - dayjs.utc(from).valueOf()) / DAY_MS);
}

/** The instant Monday 00:00 Helsinki time begins, for the ISO week containing `instant`. */
export function startOfWeek(instant: Instant): Date {
  const local = inHelsinki(instant);
  const monday = addCalendarDays(local.format('YYYY-MM-DD'), 1 - local.isoWeekday());
  return new Date(epochMs(monday));
}

// 1 January 2024 was a Monday.
const A_MONDAY = '2024-01-01';

/** Short weekday names in `lang`, Monday first ('ma', 'ti', … in Finnish). */
export function weekDays(lang: Language): string[] {
  return Array.from({ length: 7 }, (_, i) => dayjs.utc(A_MONDAY).add(i, 'day').locale(lang).format('ddd'));
}

export type ValidityHint =
  | { readonly kind: 'expired' }
  | { readonly kind: 'today' }
  | { readonly kind: 'tomorrow' }
  | { readonly kind: 'days'; readonly days: number }
  | { readonly kind: 'weeks'; readonly weeks: number }
  | { readonly kind: 'date'; readonly text: string }
  | { readonly kind: 'none' };

/**
 * Hint for something valid until the END of the Helsinki day `validUntil` falls on. By whole
 * calendar days from today (Helsinki) to that day:
 *   below 0 → expired ('Not valid'), 0 → today, 1 → tomorrow, 2-7 → days,
 *   8-26 → weeks (days / 7 rounded down: 1-3), 27-30 → the date, over 30 → none.
 */
export function validityHint(validUntil: Instant, now: Instant): ValidityHint {
  const lastDay = helsinkiDateString(validUntil);
  const days = calendarDaysBetween(helsinkiDateString(now), lastDay);
  if (days < 0) return { kind: 'expired' };
  if (days === 0) return { kind: 'today' };
  if (days === 1) return { kind: 'tomorrow' };
  if (days <= 7) return { kind: 'days', days };
  if (days <= 26) return { kind: 'weeks', weeks: Math.floor(days / 7) };
  if (days <= 30) return { kind: 'date', text: formatDate(lastDay) };
  return { kind: 'none' };
}
