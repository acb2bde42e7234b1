import { HELSINKI } from '@portal/shared/util';

/**
 * Finland's clock rules as a calendar time zone (VTIMEZONE), so that a calendar shows the
 * appointment at the Helsinki time the mail names even when the reader's device is set elsewhere.
 * Since 1996 (the European Union's rule) Finnish summer time begins on the last Sunday of March at
 * 03:00 and ends on the last Sunday of October at 04:00, both at 01:00 UTC. The lines are written
 * here rather than taken from a time-zone package, as one zone is all the portal needs; a test
 * compares them with Intl's time-zone database, and fails if Finland's rules ever change.
 */
const helsinkiVtimezone = [
  'BEGIN:VTIMEZONE',
  `TZID:${HELSINKI}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:19960331T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:19961027T040000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** ical-generator's time-zone generator: the VTIMEZONE of a zone the portal uses, or none. */
export function vtimezoneOf(timeZone: string): string | null {
  return timeZone === HELSINKI ? helsinkiVtimezone : null;
}
