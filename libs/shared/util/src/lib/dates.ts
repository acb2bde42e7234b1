import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/fi';
import 'dayjs/locale/sv';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';

import { isValidCalendarDate } from './calendar-date';
import type { Language } from './language';

dayjs.extend(utc);
dayjs.extend(relativeTime);

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
    return helsinkiMidnightMs(instant);
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

/** A zone's wall clock at an instant: the calendar day and the time of day as its clocks show them. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` (Helsinki unless named) at `ms`, read from Intl: the host's own zone plays no part. */
export function wallClockIn(ms: number, timeZone: string = HELSINKI): WallClock {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

/** Helsinki's offset from UTC at `ms`, in milliseconds, read from Intl (the host's zone plays no part). */
function computeOffsetMs(ms: number): number {
  const c = wallClockIn(ms, HELSINKI);
  const wallClock = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return wallClock - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The offset per UTC hour, remembered: Intl's formatToParts is slow, and lists and the booking
 * search convert many instants. An hour whose two ends disagree holds a change of offset and is
 * never remembered; the map is emptied when it grows large.
 */
const offsetsByHour = new Map<number, number>();

function helsinkiOffsetMs(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  const known = offsetsByHour.get(hour);
  if (known !== undefined) return known;
  const offset = computeOffsetMs(ms);
  if (computeOffsetMs(hour * HOUR_MS) === offset && computeOffsetMs((hour + 1) * HOUR_MS - 1) === offset) {
    if (offsetsByHour.size >= 10_000) offsetsByHour.clear();
    offsetsByHour.set(hour, offset);
  }
  return offset;
}

/**
 * The instant a Helsinki wall-clock time on a calendar day begins: two passes settle on the
 * offset in force at the instant itself. Helsinki changes its clocks at 03:00 and 04:00, so
 * midnight always exists exactly once; a time inside the skipped spring hour comes out an hour
 * later on the clock.
 */
function helsinkiWallClockToMs(day: string, minutesOfDay: number): number {
  const wallClock = utcDayMs(day) + minutesOfDay * 60_000;
  const guess = wallClock - helsinkiOffsetMs(wallClock);
  return wallClock - helsinkiOffsetMs(guess);
}

function helsinkiMidnightMs(day: string): number {
  return helsinkiWallClockToMs(day, 0);
}

/** The instant when the Helsinki wall clock shows `time` ('HH:mm', midnight if left out) on `day` ('YYYY-MM-DD'). */
export function helsinkiInstant(day: string, time = '00:00'): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(helsinkiWallClockToMs(day, hours * 60 + minutes));
}

/** `instant` shifted by Helsinki's offset, so its UTC fields read as the Helsinki wall clock. */
function helsinkiWallClockMs(instant: Instant): number {
  const ms = epochMs(instant);
  return ms + helsinkiOffsetMs(ms);
}

/**
 * A UTC-mode Dayjs whose fields read as the Helsinki wall clock at `instant`; only for
 * formatting and calendar arithmetic, as its valueOf() is not the instant.
 *
 * Not dayjs's timezone plugin: it re-parses the Helsinki wall time in the host's zone and is an
 * hour off when that wall time falls in the host's DST gap (a browser in New York on the morning
 * of 8 March 2026, for one). Intl with an explicit timeZone gives the same answer on every host.
 */
function inHelsinki(instant: Instant): Dayjs {
  return dayjs.utc(helsinkiWallClockMs(instant));
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
  return new Date(helsinkiWallClockMs(instant)).toISOString().slice(0, 10);
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

/** Calendar arithmetic on 'YYYY-MM-DD' strings, done in UTC so the host's zone never matters. */
export function addCalendarDays(date: string, days: number): string {
  return new Date(utcDayMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

function utcDayMs(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** ISO weekday of a calendar date: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: string): number {
  return ((new Date(utcDayMs(date)).getUTCDay() + 6) % 7) + 1;
}

function calendarDaysBetween(from: string, to: string): number {
  return Math.round((utcDayMs(to) - utcDayMs(from)) / DAY_MS);
}

/** The instant Monday 00:00 Helsinki time begins, for the ISO week containing `instant`. */
export function startOfWeek(instant: Instant): Date {
  const wallClock = new Date(helsinkiWallClockMs(instant));
  const daysSinceMonday = (wallClock.getUTCDay() + 6) % 7;
  const monday = addCalendarDays(wallClock.toISOString().slice(0, 10), -daysSinceMonday);
  return new Date(helsinkiMidnightMs(monday));
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
