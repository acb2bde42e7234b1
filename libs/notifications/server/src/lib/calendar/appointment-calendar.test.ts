import type { BrandId, Language } from '@portal/shared/util';
import { brandNames, HELSINKI, helsinkiInstant, LANGUAGES, wallClockIn } from '@portal/shared/util';
import ICAL from 'ical.js';
import type { AppointmentNotice } from '../notice';
import { aNotice, summer, winter } from '../../testing/notices';
import { appointmentNoticeKinds } from '../notice';
import { appointmentCalendar } from './appointment-calendar';
import { vtimezoneOf } from './helsinki-timezone';

const brands: BrandId[] = ['general', 'children'];

const stamp = new Date('2026-06-01T09:15:30Z');
const organizer = { name: 'Kajo', email: 'no-reply@kajo.example' };

function noticeOf(overrides: Partial<AppointmentNotice> = {}): AppointmentNotice {
  return aNotice({ sequence: 2, ...overrides });
}

/**
 * Every file these tests make is read back with ical.js, an independent parser: what it cannot
 * read, a calendar program would not either. The times resolve with the file's own VTIMEZONE
 * (nothing is registered with ical.js beforehand).
 */
function parse(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  const vevent = vevents[0] as InstanceType<typeof ICAL.Component>;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

function calendarOf(notice: AppointmentNotice, attendee: { email?: string } = { email: 'patient@example.com' }) {
  const made = appointmentCalendar(notice, { organizer, attendeeEmail: attendee.email, stamp });
  return { ...made, ...parse(made.content) };
}

beforeEach(() => {
  ICAL.TimezoneService.reset();
});

describe.each(appointmentNoticeKinds)('the calendar entry of a %s', (kind) => {
  const cancelled = kind === 'cancellation';

  describe.each(LANGUAGES)('in %s', (language: Language) => {
    it.each(brands)('for the %s brand is one valid event', (brand) => {
      const notice = noticeOf({ kind, language, brand, cancelledBy: cancelled ? 'clinic' : undefined });
      const { method, filename, content, calendar, vevent, event } = calendarOf(notice);

      expect(method).toBe(cancelled ? 'CANCEL' : 'REQUEST');
      expect(filename).toMatch(/^[a-z-]+\.ics$/);
      expect(content.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(content.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(calendar.getFirstPropertyValue('method')).toBe(method);
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(event.uid).toBe(`appointment-1234@${brand}.portal`);
      expect(event.sequence).toBe(2);
      expect(vevent.getFirstPropertyValue('status')).toBe(cancelled ? 'CANCELLED' : 'CONFIRMED');
      expect(event.startDate.toJSDate()).toEqual(notice.start);
      expect(event.endDate.toJSDate()).toEqual(notice.end);
      expect(event.startDate.zone?.tzid).toBe(HELSINKI);
      expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-06-01T09:15:30Z');
      expect(event.summary).toBe(`${brandNames[brand][language]}: Lääkärin vastaanotto`);
      expect(event.location).toBe('Kajo Kamppi, Urho Kekkosen katu 1, 00100 Helsinki');
      expect(vevent.getFirstPropertyValue('url')).toBe(notice.appointmentUrl);
      expect(event.description).toContain(cancelled ? notice.newBookingUrl : notice.appointmentUrl);
      expect(event.organizer).toBe('mailto:no-reply@kajo.example');
      expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Kajo');
      // ical-generator writes the scheme in capitals, which the standard allows (RFC 3986: case-insensitive).
      expect(event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual(['mailto:patient@example.com']);

      const alarms = vevent.getAllSubcomponents('valarm');
      if (cancelled) {
        expect(alarms).toHaveLength(0);
      } else {
        expect(alarms).toHaveLength(1);
        expect(alarms[0]?.getFirstPropertyValue('action')).toBe('DISPLAY');
        expect(String(alarms[0]?.getFirstPropertyValue('trigger'))).toBe('-PT1H');
        expect(alarms[0]?.getFirstPropertyValue('description')).toBeTruthy();
      }
    });
  });
});

describe('appointmentCalendar', () => {
  it('writes Helsinki wall-clock times with the zone in summer (+03:00) and in winter (+02:00)', () => {
    const inSummer = calendarOf(noticeOf(summer));
    expect(inSummer.content).toContain('DTSTART;TZID=Europe/Helsinki:20260714T093000\r\n');
    expect(inSummer.content).toContain('DTEND;TZID=Europe/Helsinki:20260714T101500\r\n');
    expect(inSummer.event.startDate.utcOffset()).toBe(3 * 3600);
    expect(inSummer.event.startDate.toJSDate()).toEqual(summer.start);
    expect(inSummer.event.endDate.toJSDate()).toEqual(summer.end);

    const inWinter = calendarOf(noticeOf(winter));
    expect(inWinter.content).toContain('DTSTART;TZID=Europe/Helsinki:20270112T100000\r\n');
    expect(inWinter.content).toContain('DTEND;TZID=Europe/Helsinki:20270112T103000\r\n');
    expect(inWinter.event.startDate.utcOffset()).toBe(2 * 3600);
    expect(inWinter.event.startDate.toJSDate()).toEqual(winter.start);

    expect(inWinter.calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
    expect(inWinter.calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(HELSINKI);
  });

  it('writes the same file whatever time zone the server runs in', () => {
    const made = () => appointmentCalendar(noticeOf(summer), { organizer, stamp }).content;
    const asInUtc = made();
    // Jest's sandbox does not pass a change of TZ on to Node, so the server's own zone is played by
    // Date's local-time readers, shifted as in New York in summer (UTC-4): a wall clock read
    // through them would be four hours off. They are replaced on the native Date's prototype,
    // beneath the fake clock's Date that the tests' setup may have put in its place.
    let datePrototype: Date = Object.getPrototypeOf(summer.start);
    while (Object.getPrototypeOf(datePrototype) !== Object.prototype) datePrototype = Object.getPrototypeOf(datePrototype);
    const inNewYork = (date: Date) => new Date(date.getTime() - 4 * 3_600_000);
    const spies = (['FullYear', 'Month', 'Date', 'Day', 'Hours', 'Minutes', 'Seconds'] as const).map((field) =>
      jest.spyOn(datePrototype, `get${field}`).mockImplementation(function (this: Date) {
        return inNewYork(this)[`getUTC${field}`]();
      }),
    );
    try {
      expect(summer.start.getHours()).toBe(2);
      expect(new Date(summer.start).getHours()).toBe(2);
      expect(made()).toBe(asInUtc);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(asInUtc).toContain('DTSTART;TZID=Europe/Helsinki:20260714T093000\r\n');
    expect(parse(asInUtc).event.startDate.toJSDate()).toEqual(summer.start);
  });

  it('cancels the same entry: the same UID and the sequence as given', () => {
    const confirmed = calendarOf(noticeOf({ sequence: 0 }));
    const cancelled = calendarOf(noticeOf({ kind: 'cancellation', sequence: 1, cancelledBy: 'patient' }));
    expect(cancelled.event.uid).toBe(confirmed.event.uid);
    expect(cancelled.event.sequence).toBe(1);
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.event.startDate.toJSDate()).toEqual(confirmed.event.startDate.toJSDate());
    expect(cancelled.event.description).toBe('Olet perunut tämän ajan.\nVaraa uusi aika: https://portal.example/fi/ajanvaraus');
  });

  it('keeps the UID apart for other appointments and the other brand', () => {
    const uid = (overrides: Partial<AppointmentNotice>) => calendarOf(noticeOf(overrides)).event.uid;
    expect(uid({ calendarEntryId: 1 })).toBe('appointment-1@general.portal');
    expect(uid({ calendarEntryId: 1, brand: 'children' })).toBe('appointment-1@children.portal');
    expect(uid({ calendarEntryId: 1, sequence: 7, kind: 'reminder' })).toBe('appointment-1@general.portal');
  });

  it('keeps the first appointment’s UID for a booking moved to another time, with a later sequence', () => {
    const first = calendarOf(noticeOf({ appointmentId: 10, calendarEntryId: 10, sequence: 0 }));
    const moved = calendarOf(noticeOf({ kind: 'change', appointmentId: 11, calendarEntryId: 10, sequence: 1, ...summer }));
    expect(moved.event.uid).toBe(first.event.uid);
    expect(moved.event.sequence).toBe(1);
    expect(moved.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(moved.event.startDate.toJSDate()).toEqual(summer.start);
  });

  it('describes the appointment with its link and the cancellation rule, in plain text', () => {
    const { event } = calendarOf(noticeOf({ language: 'en' }));
    expect(event.description).toBe(
      [
        'Practitioner: Anna Lahti, yleislääkäri',
        'View your appointment: https://portal.example/fi/ajanvaraukset/1234',
        'You can cancel the appointment online until 11 January 2027 at 10:00. After that, please call our customer service to cancel.',
      ].join('\n'),
    );
  });

  it('names a remote visit as the place', () => {
    expect(calendarOf(noticeOf({ remote: true, place: null })).event.location).toBe('Etävastaanotto');
    expect(calendarOf(noticeOf({ remote: true, place: null, language: 'sv' })).event.location).toBe('Distansmottagning');
  });

  it('has no attendee when none is given', () => {
    const { event, content } = calendarOf(noticeOf(), {});
    expect(event.attendees).toHaveLength(0);
    expect(content).not.toContain('ATTENDEE');
  });

  it('carries commas, semicolons, line breaks and long texts through intact', () => {
    const service = 'Lääkäri; yleislääkäri, etä\nseuranta '.repeat(6).trim();
    const { event, content } = calendarOf(noticeOf({ service, practitioner: 'Ä, Ö; "Å"' }));
    expect(event.summary).toBe(`Kajo: ${service}`);
    expect(event.description).toContain('Ammattilainen: Ä, Ö; "Å"');
    // Lines are folded at 75 octets, as the standard asks.
    for (const line of content.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('names the file per language', () => {
    expect(LANGUAGES.map((language) => calendarOf(noticeOf({ language })).filename)).toEqual([
      'ajanvaraus.ics',
      'bokning.ics',
      'appointment.ics',
    ]);
  });
});

describe('the Helsinki VTIMEZONE', () => {
  const hour = 3_600_000;
  /** Helsinki's offset from UTC in minutes at an instant, by Intl's time-zone database. */
  function intlOffset(ms: number): number {
    const c = wallClockIn(ms, HELSINKI);
    const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute);
    return (wall - Math.floor(ms / 60_000) * 60_000) / 60_000;
  }

  /** The changes of the clocks in [from, to): the instant (ISO) and the offset after it. */
  function intlChanges(from: number, to: number): string[] {
    const changes: string[] = [];
    for (let at = from; at < to; at += 6 * hour) {
      if (intlOffset(at) === intlOffset(at + 6 * hour)) continue;
      // The change lies in this stretch: narrow it down to the minute.
      let [low, high] = [at, at + 6 * hour];
      while (high - low > 60_000) {
        const middle = low + Math.floor((high - low) / 120_000) * 60_000;
        if (intlOffset(middle) === intlOffset(low)) low = middle;
        else high = middle;
      }
      changes.push(`${new Date(high).toISOString()} ${intlOffset(high)}`);
    }
    return changes;
  }

  /** The same, as the VTIMEZONE's rules give them (expanded by ical.js). */
  function vtimezoneChanges(from: number, to: number): string[] {
    const zone = new ICAL.Component(ICAL.parse(vtimezoneOf(HELSINKI) ?? ''));
    const changes: string[] = [];
    for (const rule of [...zone.getAllSubcomponents('daylight'), ...zone.getAllSubcomponents('standard')]) {
      const dtstart = rule.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>;
      const rrule = rule.getFirstPropertyValue('rrule') as InstanceType<typeof ICAL.Recur>;
      const offsetFrom = (rule.getFirstPropertyValue('tzoffsetfrom') as InstanceType<typeof ICAL.UtcOffset>).toSeconds();
      const offsetTo = (rule.getFirstPropertyValue('tzoffsetto') as InstanceType<typeof ICAL.UtcOffset>).toSeconds();
      const iterator = rrule.iterator(dtstart);
      for (let local = iterator.next(); local; local = iterator.next()) {
        // A rule's local time is in the offset before the change.
        const at = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) - offsetFrom * 1000;
        if (at >= to) break;
        if (at >= from) changes.push(`${new Date(at).toISOString()} ${offsetTo / 60}`);
      }
    }
    return changes.sort();
  }

  it('changes the clocks when Intl does, from 2026 to 2045', () => {
    const [from, to] = [Date.UTC(2026, 0, 1), Date.UTC(2046, 0, 1)];
    const expected = intlChanges(from, to);
    expect(expected).toHaveLength(40);
    expect(expected.slice(0, 2)).toEqual(['2026-03-29T01:00:00.000Z 180', '2026-10-25T01:00:00.000Z 120']);
    expect(vtimezoneChanges(from, to)).toEqual(expected);
  });

  it('puts appointments on the days the clocks change at the right instant', () => {
    // Every full hour of the day from 7 to 20 on the Sundays of the changes and the days around them.
    const notices: AppointmentNotice[] = [];
    for (const day of ['2027-03-27', '2027-03-28', '2027-03-29', '2027-10-30', '2027-10-31', '2027-11-01']) {
      for (let clock = 7; clock <= 20; clock++) {
        const time = `${String(clock).padStart(2, '0')}:00`;
        const start = helsinkiInstant(day, time);
        expect(start.getTime() + intlOffset(start.getTime()) * 60_000).toBe(Date.parse(`${day}T${time}:00Z`));
        notices.push(noticeOf({ start, end: new Date(start.getTime() + hour / 2) }));
      }
    }
    for (const notice of notices) {
      const { event } = calendarOf(notice);
      expect(event.startDate.toJSDate()).toEqual(notice.start);
      expect(event.endDate.toJSDate()).toEqual(notice.end);
    }
  });

  it('is given for Helsinki only', () => {
    expect(vtimezoneOf('Europe/Stockholm')).toBeNull();
  });
});
