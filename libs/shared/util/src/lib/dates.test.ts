import dayjs from 'dayjs';

import type { Instant } from './dates';
import {
  HELSINKI,
  addCalendarDays,
  formatDate,
  formatRelative,
  formatTime,
  helsinkiDateString,
  helsinkiInstant,
  hoursUntil,
  isoWeekday,
  startOfWeek,
  validityHint,
  wallClockIn,
  weekDays,
} from './dates';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

// Ground truth for Helsinki wall-clock time, computed without dayjs.
const truthFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Helsinki',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
});
function helsinkiTruth(ms: number): { date: string; time: string; weekday: string } {
  const parts = Object.fromEntries(truthFormat.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return {
    date: `${Number(parts['day'])}.${Number(parts['month'])}.${parts['year']}`,
    time: `${parts['hour']}:${parts['minute']}`,
    weekday: parts['weekday'] ?? '',
  };
}

it('HELSINKI is the IANA zone name', () => {
  expect(HELSINKI).toBe('Europe/Helsinki');
});

describe('formatDate', () => {
  it.each([
    ['2026-03-28T22:30:00Z', '29.3.2026', 'spec example: UTC+2 pushes it past midnight'],
    ['2026-03-28T21:59:59Z', '28.3.2026', 'last second of Saturday before spring-forward'],
    ['2026-03-28T22:00:00Z', '29.3.2026', 'midnight starting the DST Sunday, still UTC+2'],
    ['2026-03-29T20:59:59Z', '29.3.2026', 'last second of the DST Sunday, now UTC+3'],
    ['2026-03-29T21:00:00Z', '30.3.2026', 'first Monday of summer time'],
    ['2026-10-24T20:59:59Z', '24.10.2026', 'last second of Saturday before fall-back, UTC+3'],
    ['2026-10-24T21:00:00Z', '25.10.2026', 'midnight starting the fall-back Sunday'],
    ['2026-10-25T21:59:59Z', '25.10.2026', 'last second of the fall-back Sunday, now UTC+2'],
    ['2026-10-25T22:00:00Z', '26.10.2026', 'Monday after fall-back'],
    ['2025-03-30T00:30:00Z', '30.3.2025', 'DST Sunday of 2025'],
    ['2025-12-31T21:59:59Z', '31.12.2025', 'New Year’s Eve'],
    ['2025-12-31T22:00:00Z', '1.1.2026', 'New Year'],
    ['2026-06-30T21:00:00Z', '1.7.2026', 'summer midnight'],
    ['2026-03-29T00:30:00+02:00', '29.3.2026', 'explicit offset'],
    ['2026-03-28T19:30:00-0200', '28.3.2026', 'offset without colon'],
    ['2026-03-28T22:30:00.1234567Z', '29.3.2026', 'long fraction'],
    ['2026-03-28T22:30Z', '29.3.2026', 'no seconds'],
    ['2026-03-29', '29.3.2026', 'date only means that Helsinki day'],
    ['2026-10-25', '25.10.2026', 'date only on the fall-back Sunday'],
  ])('%s → %s (%s)', (instant, expected) => {
    expect(formatDate(instant)).toBe(expected);
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDate(new Date('2026-03-28T22:30:00Z'))).toBe('29.3.2026');
    expect(formatDate(Date.parse('2026-03-28T22:30:00Z'))).toBe('29.3.2026');
    expect(formatDate(0)).toBe('1.1.1970');
  });

  it.each<[Instant, string]>([
    ['', 'empty'],
    ['not a date', 'garbage'],
    ['2026-03-28T22:30:00', 'no offset'],
    ['2026-03-28 22:30:00Z', 'space instead of T'],
    ['2026-02-30', 'impossible date'],
    ['2026-13-01', 'impossible month'],
    ['2026-02-30T10:00:00Z', 'impossible date with time'],
    ['2026-04-31T00:00:00+03:00', 'impossible date with offset'],
    ['2026-03-28T25:00:00Z', 'impossible hour'],
    ['28.3.2026', 'Finnish format'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    [1e20, 'beyond the Date range'],
    [new Date('nope'), 'Invalid Date'],
  ])('throws RangeError for %p (%s)', (instant) => {
    expect(() => formatDate(instant)).toThrow(RangeError);
  });
});

describe('formatTime', () => {
  it.each([
    ['2026-01-15T07:05:00Z', '09:05', 'winter, UTC+2'],
    ['2026-07-15T07:05:00Z', '10:05', 'summer, UTC+3'],
    ['2026-03-28T22:30:00Z', '00:30', 'spec example'],
    ['2026-03-29T00:59:59Z', '02:59', 'last second before the clocks jump'],
    ['2026-03-29T01:00:00Z', '04:00', 'clocks jump from 03:00 to 04:00'],
    ['2026-10-25T00:30:00Z', '03:30', 'first 03:30 of fall-back night'],
    ['2026-10-25T00:59:59Z', '03:59', 'last second before the clocks go back'],
    ['2026-10-25T01:00:00Z', '03:00', 'clocks go back from 04:00 to 03:00'],
    ['2026-10-25T01:30:00Z', '03:30', 'second 03:30 of fall-back night'],
    ['2026-03-08T00:30:00Z', '02:30', 'inside New York’s DST gap, where dayjs .tz() was an hour off'],
    ['2026-09-27T00:00:00Z', '03:00', 'inside Chatham Islands’ DST gap'],
  ])('%s → %s (%s)', (instant, expected) => {
    expect(formatTime(instant)).toBe(expected);
  });

  it('matches Intl every 15 minutes through the DST weeks of 2025-2027', () => {
    const weeks = ['2025-03-27', '2025-10-23', '2026-03-05', '2026-03-26', '2026-09-24', '2026-10-22', '2027-03-25'];
    for (const start of weeks) {
      const from = Date.parse(`${start}T00:00:00Z`);
      for (let ms = from; ms < from + 7 * DAY; ms += 15 * 60 * 1000) {
        const truth = helsinkiTruth(ms);
        expect(`${formatDate(ms)} ${formatTime(ms)}`).toBe(`${truth.date} ${truth.time}`);
      }
    }
  });
});

describe('wallClockIn', () => {
  it('reads Helsinki’s clock in winter (UTC+2) and summer (UTC+3), and another zone’s when named', () => {
    expect(wallClockIn(Date.parse('2027-01-12T08:00:05Z'))).toEqual({ year: 2027, month: 1, day: 12, hour: 10, minute: 0, second: 5 });
    expect(wallClockIn(Date.parse('2026-07-14T21:30:00Z'))).toEqual({ year: 2026, month: 7, day: 15, hour: 0, minute: 30, second: 0 });
    expect(wallClockIn(Date.parse('2026-07-14T21:30:00Z'), 'UTC')).toEqual({ year: 2026, month: 7, day: 14, hour: 21, minute: 30, second: 0 });
  });
});

describe('helsinkiDateString', () => {
  it('reads the right day on both sides of every offset change, whatever was converted before', () => {
    // The offset is remembered per UTC hour; the hours next to a change must not borrow it.
    const changes = ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z'].map(Date.parse);
    for (const change of changes) {
      for (let ms = change - 3 * HOUR; ms <= change + 3 * HOUR; ms += 15 * 60 * 1000) {
        const [day, month, year] = helsinkiTruth(ms).date.split('.');
        expect(helsinkiDateString(ms)).toBe(`${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`);
        expect(formatTime(ms)).toBe(helsinkiTruth(ms).time);
      }
    }
  });

  it.each([
    ['2026-03-28T21:59:59Z', '2026-03-28'],
    ['2026-03-28T22:00:00Z', '2026-03-29'],
    ['2026-10-24T20:59:59Z', '2026-10-24'],
    ['2026-10-24T21:00:00Z', '2026-10-25'],
    ['2026-01-09T22:00:00Z', '2026-01-10'],
    ['2026-01-09T21:59:59.999Z', '2026-01-09'],
    ['2026-05-10', '2026-05-10'],
  ])('%s → %s', (instant, expected) => {
    expect(helsinkiDateString(instant)).toBe(expected);
  });

  it('pads month and day', () => {
    expect(helsinkiDateString('2026-01-01T12:00:00Z')).toBe('2026-01-01');
  });
});

describe('hoursUntil', () => {
  it.each([
    ['2026-05-10T15:00:00Z', '2026-05-10T12:00:00Z', 3],
    ['2026-05-10T12:00:00Z', '2026-05-10T15:00:00Z', -3],
    ['2026-05-10T13:30:00Z', '2026-05-10T12:00:00Z', 1.5],
    ['2026-05-10T12:00:00Z', '2026-05-10T12:00:00Z', 0],
    ['2026-05-11T12:00:00Z', '2026-05-10T12:00:00Z', 24],
    ['2026-03-29T12:00:00+03:00', '2026-03-28T12:00:00+02:00', 23],
    ['2026-10-25T12:00:00+02:00', '2026-10-24T12:00:00+03:00', 25],
    ['2026-03-30', '2026-03-29', 23],
    ['2026-10-26', '2026-10-25', 25],
  ])('from %s to %s is %d hours (real elapsed time)', (instant, now, hours) => {
    expect(hoursUntil(instant, now)).toBe(hours);
  });

  it('accepts mixed instant types', () => {
    expect(hoursUntil(new Date('2026-05-10T14:00:00Z'), Date.parse('2026-05-10T12:00:00Z'))).toBe(2);
  });
});

describe('formatRelative', () => {
  const now = '2026-05-10T12:00:00Z';
  const nowMs = Date.parse(now);

  it.each([
    ['en', 0, 'a few seconds ago'],
    ['fi', 0, 'muutama sekunti sitten'],
    ['sv', 0, 'för några sekunder sedan'],
    ['en', 3 * HOUR, '3 hours ago'],
    ['fi', 3 * HOUR, 'kolme tuntia sitten'],
    ['sv', 3 * HOUR, 'för 3 timmar sedan'],
    ['en', 30 * 60 * 1000, '30 minutes ago'],
    ['fi', 21 * HOUR, '21 tuntia sitten'],
    ['en', DAY - 1, 'a day ago'],
  ] as const)('%s, %d ms before now → %j', (lang, before, text) => {
    expect(formatRelative(nowMs - before, now, lang)).toEqual({ kind: 'relative', text });
  });

  it.each([
    [DAY, 'exactly 24 h'],
    [DAY + 1, 'just over 24 h'],
    [36 * HOUR, '36 h'],
    [2 * DAY - 1, 'just under 48 h'],
  ])('%d ms before now (%s) → yesterday', (before) => {
    for (const lang of ['fi', 'sv', 'en'] as const) {
      expect(formatRelative(nowMs - before, now, lang)).toEqual({ kind: 'yesterday' });
    }
  });

  it.each([
    [2 * DAY, '8.5.2026', 'exactly 48 h'],
    [2 * DAY + 1, '8.5.2026', 'just over 48 h'],
    [30 * DAY, '10.4.2026', 'a month'],
    [-1, '10.5.2026', 'one ms in the future'],
    [-3 * DAY, '13.5.2026', 'days in the future'],
  ])('%d ms before now (%s) → date %s', (before, text) => {
    expect(formatRelative(nowMs - before, now, 'fi')).toEqual({ kind: 'date', text });
  });

  it('shows the date in Helsinki time', () => {
    expect(formatRelative('2026-05-07T22:30:00Z', now, 'en')).toEqual({ kind: 'date', text: '8.5.2026' });
  });

  it('counts hours, not calendar days', () => {
    expect(formatRelative('2026-05-10T00:30:00+03:00', '2026-05-11T00:31:00+03:00', 'en')).toEqual({
      kind: 'yesterday',
    });
    expect(formatRelative('2026-05-09T23:59:00+03:00', '2026-05-10T00:01:00+03:00', 'en')).toEqual({
      kind: 'relative',
      text: '2 minutes ago',
    });
  });

  it('measures 24 h in real time across the spring-forward night', () => {
    // Saturday 12:00 EET to Sunday 13:00 EEST is 24 real hours.
    expect(formatRelative('2026-03-28T12:00:00+02:00', '2026-03-29T13:00:00+03:00', 'en')).toEqual({
      kind: 'yesterday',
    });
  });

  it('does not change the global dayjs locale', () => {
    formatRelative(nowMs - HOUR, now, 'fi');
    expect(dayjs.locale()).toBe('en');
  });
});

describe('helsinkiInstant', () => {
  it('turns Helsinki wall time into instants on both sides of the clock changes', () => {
    expect(helsinkiInstant('2026-11-22', '09:00').toISOString()).toBe('2026-11-22T07:00:00.000Z');
    expect(helsinkiInstant('2026-06-15', '09:00').toISOString()).toBe('2026-06-15T06:00:00.000Z');
    // Summer time starts at 03:00 on 29.3.2026 and ends at 04:00 on 25.10.2026.
    expect(helsinkiInstant('2026-03-29').toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(helsinkiInstant('2026-03-29', '02:59').toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(helsinkiInstant('2026-03-29', '04:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(helsinkiInstant('2026-03-29', '12:00').toISOString()).toBe('2026-03-29T09:00:00.000Z');
    expect(helsinkiInstant('2026-10-25').toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(helsinkiInstant('2026-10-25', '12:00').toISOString()).toBe('2026-10-25T10:00:00.000Z');
  });

  it('agrees with Intl for every half hour of 2026 that the clock shows once', () => {
    const from = Date.parse('2026-01-01T00:00:00Z');
    for (let ms = from; ms < from + 365 * DAY; ms += HOUR / 2) {
      const truth = helsinkiTruth(ms);
      const [day, month, year] = truth.date.split('.');
      const date = `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
      // 03:00-03:59 on 25.10.2026 happens twice; either instant is a right answer.
      if (date === '2026-10-25' && truth.time.startsWith('03:')) continue;
      expect(helsinkiInstant(date, truth.time).getTime()).toBe(ms);
    }
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-28', 1)).toBe('2026-03-29');
  });

  it('numbers weekdays from Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2024-02-29')).toBe(4);
  });
});

describe('startOfWeek', () => {
  it.each([
    ['2026-05-13T12:00:00Z', '2026-05-10T21:00:00.000Z', 'a Wednesday'],
    ['2026-05-10T21:00:00Z', '2026-05-10T21:00:00.000Z', 'Monday 00:00 itself'],
    ['2026-05-10T20:59:59Z', '2026-05-03T21:00:00.000Z', 'Sunday 23:59:59 belongs to the previous week'],
    ['2026-05-10T22:30:00Z', '2026-05-10T21:00:00.000Z', 'Sunday in UTC but Monday in Helsinki'],
    ['2026-03-29T09:00:00Z', '2026-03-22T22:00:00.000Z', 'spring-forward Sunday: Monday was still UTC+2'],
    ['2026-03-30T09:00:00Z', '2026-03-29T21:00:00.000Z', 'Monday after spring-forward is UTC+3'],
    ['2026-10-25T10:00:00Z', '2026-10-18T21:00:00.000Z', 'fall-back Sunday: Monday was UTC+3'],
    ['2026-10-26T10:00:00Z', '2026-10-25T22:00:00.000Z', 'Monday after fall-back is UTC+2'],
    ['2026-01-01T12:00:00Z', '2025-12-28T22:00:00.000Z', 'week across New Year'],
    ['2026-05-13', '2026-05-10T21:00:00.000Z', 'date-only input'],
  ])('%s → %s (%s)', (instant, monday) => {
    expect(startOfWeek(instant).toISOString()).toBe(monday);
  });

  it('gives a Helsinki Monday 00:00 at most 7 days back, for every hour of 2026', () => {
    const from = Date.parse('2026-01-01T00:00:00Z');
    for (let ms = from; ms < from + 366 * DAY; ms += 5 * HOUR) {
      const monday = startOfWeek(ms).getTime();
      expect(helsinkiTruth(monday)).toMatchObject({ weekday: 'Mon', time: '00:00' });
      expect(monday).toBeLessThanOrEqual(ms);
      expect(ms - monday).toBeLessThan(7 * DAY + HOUR);
    }
  });
});

describe('weekDays', () => {
  it.each([
    ['fi', ['ma', 'ti', 'ke', 'to', 'pe', 'la', 'su']],
    ['sv', ['mån', 'tis', 'ons', 'tor', 'fre', 'lör', 'sön']],
    ['en', ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']],
  ] as const)('%s starts on Monday', (lang, days) => {
    expect(weekDays(lang)).toEqual(days);
  });
});

describe('validityHint', () => {
  // 15:00 on Sunday 10 May 2026 in Helsinki.
  const now = '2026-05-10T12:00:00Z';

  it.each([
    ['2026-05-01', { kind: 'expired' }],
    ['2026-05-09', { kind: 'expired' }],
    ['2026-05-10', { kind: 'today' }],
    ['2026-05-11', { kind: 'tomorrow' }],
    ['2026-05-12', { kind: 'days', days: 2 }],
    ['2026-05-17', { kind: 'days', days: 7 }],
    ['2026-05-18', { kind: 'weeks', weeks: 1 }],
    ['2026-05-23', { kind: 'weeks', weeks: 1 }],
    ['2026-05-24', { kind: 'weeks', weeks: 2 }],
    ['2026-05-30', { kind: 'weeks', weeks: 2 }],
    ['2026-05-31', { kind: 'weeks', weeks: 3 }],
    ['2026-06-05', { kind: 'weeks', weeks: 3 }],
    ['2026-06-06', { kind: 'date', text: '6.6.2026' }],
    ['2026-06-09', { kind: 'date', text: '9.6.2026' }],
    ['2026-06-10', { kind: 'none' }],
    ['2027-01-01', { kind: 'none' }],
  ])('valid until %s → %o', (validUntil, hint) => {
    expect(validityHint(validUntil, now)).toEqual(hint);
  });

  it('follows the documented thresholds for every distance from -5 to 40 days', () => {
    const today = Date.parse('2026-05-10T00:00:00Z');
    for (let days = -5; days <= 40; days += 1) {
      const validUntil = new Date(today + days * DAY).toISOString().slice(0, 10);
      const hint = validityHint(validUntil, now);
      if (days < 0) expect(hint).toEqual({ kind: 'expired' });
      else if (days === 0) expect(hint).toEqual({ kind: 'today' });
      else if (days === 1) expect(hint).toEqual({ kind: 'tomorrow' });
      else if (days <= 7) expect(hint).toEqual({ kind: 'days', days });
      else if (days <= 26) expect(hint).toEqual({ kind: 'weeks', weeks: Math.floor(days / 7) });
      else if (days <= 30) expect(hint).toMatchObject({ kind: 'date' });
      else expect(hint).toEqual({ kind: 'none' });
    }
  });

  it('stays valid until the very end of the day in Helsinki', () => {
    expect(validityHint('2026-05-10', '2026-05-10T20:59:59.999Z')).toEqual({ kind: 'today' });
    expect(validityHint('2026-05-10', '2026-05-10T21:00:00Z')).toEqual({ kind: 'expired' });
    expect(validityHint('2026-05-11', '2026-05-10T21:00:00Z')).toEqual({ kind: 'today' });
  });

  it('uses the Helsinki day of a full timestamp', () => {
    const earlier = '2026-05-10T08:00:00Z';
    expect(validityHint('2026-05-10T20:30:00Z', earlier)).toEqual({ kind: 'today' });
    expect(validityHint('2026-05-10T21:30:00Z', earlier)).toEqual({ kind: 'tomorrow' });
  });

  it('counts calendar days across DST changes', () => {
    expect(validityHint('2026-03-30', '2026-03-28T12:00:00Z')).toEqual({ kind: 'days', days: 2 });
    expect(validityHint('2026-03-29', '2026-03-28T21:59:59Z')).toEqual({ kind: 'tomorrow' });
    expect(validityHint('2026-10-26', '2026-10-24T21:00:00Z')).toEqual({ kind: 'tomorrow' });
    expect(validityHint('2026-04-27', '2026-03-28T12:00:00Z')).toEqual({ kind: 'date', text: '27.4.2026' });
  });
});
