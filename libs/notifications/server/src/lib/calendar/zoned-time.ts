import type {
  ICalTemporalInstantStub,
  ICalTemporalPlainDateStub,
  ICalTemporalPlainDateTimeStub,
  ICalTemporalZonedDateTimeStub,
} from 'ical-generator';
import { wallClockIn } from '@portal/shared/util';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * An instant as ical-generator's Temporal-shaped value in a time zone, so that DTSTART and DTEND
 * are written as that zone's wall clock. A plain Date would not do: ical-generator reads a Date's
 * wall clock in the server's own zone (TZ), which is UTC in production and anything on a laptop.
 * Only what ical-generator reads is here; it is no general Temporal replacement.
 */
export function zonedTime(at: Date, timeZoneId: string): ICalTemporalZonedDateTimeStub {
  const epochMilliseconds = at.getTime();
  const clock = wallClockIn(epochMilliseconds, timeZoneId);
  const isoDate = `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
  const isoDateTime = `${isoDate}T${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`;
  const instantIso = at.toISOString();
  const instant: ICalTemporalInstantStub = {
    epochMilliseconds,
    toJSON: () => instantIso,
    toString: () => instantIso,
    toZonedDateTimeISO: (zone) => zonedTime(at, zone),
  };
  const plainDate: ICalTemporalPlainDateStub = {
    year: clock.year,
    month: clock.month,
    day: clock.day,
    toJSON: () => isoDate,
    toString: () => isoDate,
  };
  const zoned: ICalTemporalZonedDateTimeStub = {
    ...clock,
    timeZoneId,
    toInstant: () => instant,
    toJSON: () => `${isoDateTime}[${timeZoneId}]`,
    toString: () => `${isoDateTime}[${timeZoneId}]`,
    toPlainDateTime: () => plainDateTime,
    withTimeZone: (zone) => zonedTime(at, zone),
  };
  const plainDateTime: ICalTemporalPlainDateTimeStub = {
    ...clock,
    toJSON: () => isoDateTime,
    toString: () => isoDateTime,
    toPlainDate: () => plainDate,
    // A wall clock belongs to the zone it was read in; another zone would need the instant anew.
    toZonedDateTime: (zone) => {
      if (zone !== timeZoneId) throw new RangeError(`A wall clock of ${timeZoneId} read in ${zone}`);
      return zoned;
    },
  };
  return zoned;
}
