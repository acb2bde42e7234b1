import { addCalendarDays, helsinkiDateString, helsinkiInstant } from '../lib/dates';
import testClock from './test-clock.json';

/**
 * The one "now" of the tests: Monday 23.11.2026 12:00 Helsinki time, in the past on purpose, so
 * nothing can lean on the real date. The unit tests' Date reads it (tools/jest/setup.ts; Jest's
 * fake timers start at it, jest.preset.js), and the server tests' app clock is set to it before
 * each test (`domainTestApp` of `@portal/shared/server/testing`). Fixtures name instants near it,
 * or relative to it with `inDays`.
 */
export const TEST_NOW = new Date(testClock.now);

/**
 * The instant of Helsinki wall time `time` ('HH:mm') on the day `days` after the test clock's
 * day (before it when negative), as an ISO string.
 */
export function inDays(days: number, time: string): string {
  return helsinkiInstant(dayFromTestDay(days), time).toISOString();
}

/** The Helsinki calendar date ('YYYY-MM-DD') `days` after the test clock's day. */
export function dayFromTestDay(days: number): string {
  return addCalendarDays(helsinkiDateString(TEST_NOW), days);
}
