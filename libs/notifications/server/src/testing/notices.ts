import type { AppointmentNotice } from '../lib/notice';

/**
 * Fixed instants, none read from the clock: 10.00–10.30 Helsinki time in winter (UTC+2) and
 * 9.30–10.15 in summer (UTC+3).
 */
export const winter = { start: new Date('2027-01-12T08:00:00Z'), end: new Date('2027-01-12T08:30:00Z') };
export const summer = { start: new Date('2026-07-14T06:30:00Z'), end: new Date('2026-07-14T07:15:00Z') };

/** A confirmation of a Finnish doctor's visit in person, in winter, with the overrides given. */
export function aNotice(overrides: Partial<AppointmentNotice> = {}): AppointmentNotice {
  const start = overrides.start ?? winter.start;
  return {
    kind: 'confirmation',
    brand: 'general',
    language: 'fi',
    appointmentId: 1234,
    calendarEntryId: 1234,
    sequence: 0,
    start,
    end: winter.end,
    remote: false,
    place: { name: 'Kajo Kamppi', streetAddress: 'Urho Kekkosen katu 1', postalCode: '00100', city: 'Helsinki' },
    practitioner: 'Anna Lahti, yleislääkäri',
    service: 'Lääkärin vastaanotto',
    price: '65,00 €',
    cancellableUntil: new Date(start.getTime() - 24 * 3_600_000),
    appointmentUrl: 'https://portal.example/fi/ajanvaraukset/1234',
    newBookingUrl: 'https://portal.example/fi/ajanvaraus',
    ...overrides,
  };
}
