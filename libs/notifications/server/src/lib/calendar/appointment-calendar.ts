import { brandNames, HELSINKI } from '@portal/shared/util';
import ical, { ICalAlarmType, ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { appointmentTexts, brandNameOf, formatMoment, introOf, placeLine } from '../messages/appointment-texts';
import type { AppointmentNotice } from '../notice';
import { vtimezoneOf } from './helsinki-timezone';
import { zonedTime } from './zoned-time';

/** The calendar reminds of the appointment this long before it starts. */
const ALARM_SECONDS_BEFORE = 60 * 60;

export interface AppointmentCalendarOptions {
  /** Who sends the entry: the brand, at the mail's sender address. */
  organizer: { name: string; email: string };
  /** The mail's addressee. No name: the entry carries no one's name but the practitioner's. */
  attendeeEmail?: string;
  /** DTSTAMP: when the entry is made (the caller's clock). */
  stamp: Date;
  /**
   * A file the patient downloads and opens ("Add to calendar"): METHOD:PUBLISH (RFC 5546), which a
   * calendar imports without treating it as an invitation to answer.
   */
  download?: boolean;
}

export interface AppointmentCalendar {
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  filename: string;
  content: string;
}

/**
 * The calendar entry's UID: `appointment-<calendar entry id>@<brand id>.portal`, for instance
 * `appointment-1234@general.portal`, where the id is the appointment's own, or after a move the
 * first appointment's. It names nothing that changes, so the confirmation, a move, every reminder
 * and the cancellation all reach the one entry in the patient's calendar: a later entry (a higher
 * SEQUENCE) replaces it, a cancellation removes it. The brand is in it so that the two brands'
 * entries never meet, however their appointments are numbered.
 */
export function appointmentUid(notice: Pick<AppointmentNotice, 'calendarEntryId' | 'brand'>): string {
  return `appointment-${notice.calendarEntryId}@${notice.brand}.portal`;
}

function descriptionOf(notice: AppointmentNotice): string {
  const t = appointmentTexts[notice.language];
  if (notice.kind === 'cancellation') {
    return [introOf(notice), `${t.bookNew}: ${notice.newBookingUrl}`].join('\n');
  }
  return [
    `${t.labels.practitioner}: ${notice.practitioner}`,
    `${t.viewAppointment}: ${notice.appointmentUrl}`,
    t.cancelRule(formatMoment(notice.cancellableUntil, notice.language)),
  ].join('\n');
}

/**
 * The calendar entry (iCalendar, RFC 5545/5546) that goes with an appointment notice: an invitation
 * (METHOD:REQUEST) with the confirmation and the reminder, a cancellation (METHOD:CANCEL) with the
 * cancellation. The times are Helsinki time with the zone's rules included (VTIMEZONE). It holds
 * the brand, the service, the place, the practitioner and the links: no health data.
 */
export function appointmentCalendar(notice: AppointmentNotice, options: AppointmentCalendarOptions): AppointmentCalendar {
  const t = appointmentTexts[notice.language];
  const brand = brandNameOf(notice);
  const cancelled = notice.kind === 'cancellation';
  const method = cancelled ? 'CANCEL' : options.download ? 'PUBLISH' : 'REQUEST';
  const calendar = ical({
    prodId: { company: brandNames[notice.brand].en, product: 'Patient portal', language: notice.language.toUpperCase() },
    method: ICalCalendarMethod[method],
    // No calendar-wide zone, only the generator: with a calendar zone ical-generator would write
    // DTSTAMP as a wall clock too, where the standard wants UTC. The event names its zone itself.
    timezone: { name: null, generator: vtimezoneOf },
  });
  calendar.createEvent({
    id: appointmentUid(notice),
    sequence: notice.sequence,
    stamp: options.stamp,
    timezone: HELSINKI,
    start: zonedTime(notice.start, HELSINKI),
    end: zonedTime(notice.end, HELSINKI),
    summary: `${brand}: ${notice.service}`,
    location: placeLine(notice),
    description: descriptionOf(notice),
    url: notice.appointmentUrl,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: options.organizer.name, email: options.organizer.email },
    attendees: options.attendeeEmail
      ? [{ email: options.attendeeEmail, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false }]
      : [],
    // A cancelled appointment must not ring: the calendar that keeps it (struck through) has no alarm.
    alarms: cancelled ? [] : [{ type: ICalAlarmType.display, trigger: ALARM_SECONDS_BEFORE }],
  });
  return { method, filename: t.calendarFile, content: `${calendar.toString()}\r\n` };
}
