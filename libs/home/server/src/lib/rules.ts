import { addCalendarDays, helsinkiDateString } from '@portal/shared/util';
import { NEW_RESULT_DAYS } from './caps';

/**
 * Booking doc section 3, "Customer messaging": a thread is read for a user when the user's read
 * time is at or after the latest of the last message time, the time of the user's own current
 * assignment and a professional timestamp; a thread with no messages is read. The patient has no
 * assignments or professional timestamps, so for the front page only the last message counts.
 */
export function isThreadRead(readAt: Date | null, lastMessageAt: Date | null, ...otherTimes: (Date | null)[]): boolean {
  if (lastMessageAt === null) return true;
  if (readAt === null) return false;
  const latest = Math.max(lastMessageAt.getTime(), ...otherTimes.map((time) => time?.getTime() ?? 0));
  return readAt.getTime() >= latest;
}

/**
 * The schema records no 'viewed' time for results, so a lab or imaging result counts as new for
 * NEW_RESULT_DAYS days from its date, counted in Helsinki calendar days (today and the six before).
 */
export function isNewResult(resultDate: string, now: Date): boolean {
  return resultDate > addCalendarDays(helsinkiDateString(now), -NEW_RESULT_DAYS);
}
