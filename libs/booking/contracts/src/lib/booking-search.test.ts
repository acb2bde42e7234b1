import * as v from 'valibot';
import { AppointmentSearchQuerySchema, searchEnd, searchWindow, startHoursOf } from './booking-search';

const iso = (date: Date) => date.toISOString();

describe('searchWindow', () => {
  it('starts on the Monday of the week the month starts in, ends after the Sunday of its last week', () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    const window = searchWindow('2026-12-10', new Date('2026-11-23T06:00:00Z'));
    expect(iso(window.windowStart)).toBe('2026-11-29T22:00:00.000Z');
    expect(iso(window.start)).toBe('2026-12-09T22:00:00.000Z');
    expect(iso(window.end)).toBe('2027-01-03T22:00:00.000Z');
  });

  it('starts from the first of the month when the start day is the window start', () => {
    const window = searchWindow('2026-12-01', new Date('2026-11-23T06:00:00Z'));
    expect(iso(window.start)).toBe('2026-11-30T22:00:00.000Z');
  });

  it('starts now when now is later than the window start and the start day', () => {
    const now = new Date('2026-11-23T06:00:00Z');
    const window = searchWindow('2026-11-01', now);
    expect(iso(window.windowStart)).toBe(iso(now));
    expect(iso(window.start)).toBe(iso(now));
    // 30 November 2026 is a Monday, so the window runs to the end of Sunday 6 December.
    expect(iso(window.end)).toBe('2026-12-06T22:00:00.000Z');
  });

  it('counts calendar days across a daylight saving change', () => {
    // March 2026 begins on a Sunday (Monday 23 February) and ends on a Tuesday; clocks move on 29 March.
    const window = searchWindow('2026-03-15', new Date('2026-01-01T00:00:00Z'));
    expect(iso(window.windowStart)).toBe('2026-02-22T22:00:00.000Z');
    expect(iso(window.end)).toBe('2026-04-05T21:00:00.000Z');
  });

  it('keeps a month that starts on a Monday and ends on a Sunday to itself', () => {
    expect(iso(searchWindow('2026-06-15', new Date('2026-01-01T00:00:00Z')).windowStart)).toBe('2026-05-31T21:00:00.000Z');
    expect(iso(searchWindow('2026-05-15', new Date('2026-01-01T00:00:00Z')).end)).toBe('2026-05-31T21:00:00.000Z');
  });

  it('cuts the end at the day after endDate when that is earlier', () => {
    const window = searchWindow('2026-12-10', new Date('2026-11-23T06:00:00Z'));
    expect(iso(searchEnd(window, '2026-12-12'))).toBe('2026-12-12T22:00:00.000Z');
    expect(iso(searchEnd(window, '2027-02-01'))).toBe(iso(window.end));
    expect(iso(searchEnd(window, undefined))).toBe(iso(window.end));
  });
});

describe('AppointmentSearchQuerySchema', () => {
  const parse = (input: unknown) => v.safeParse(AppointmentSearchQuerySchema, input);

  it('fills the defaults', () => {
    const result = parse({});
    expect(result.success && result.output).toEqual({ timeOfDay: 'all', includeRemote: false, customerType: 'private', lang: 'fi', offset: 0 });
  });

  it('takes single and repeated array parameters and turns practitioner ids into numbers', () => {
    const result = parse({ clinicIds: 'HKI', specialtyIds: ['YL', 'PSY'], practitionerIds: ['12', '7'], includeRemote: 'true', offset: '40' });
    expect(result.success && result.output).toMatchObject({
      clinicIds: ['HKI'],
      specialtyIds: ['YL', 'PSY'],
      practitionerIds: [12, 7],
      includeRemote: true,
      offset: 40,
    });
  });

  it.each([
    [{ startDate: '2026-02-30' }, 'startDate'],
    [{ startDate: '23.11.2026' }, 'startDate'],
    [{ endDate: '2026-13-01' }, 'endDate'],
    [{ timeOfDay: 'night' }, 'timeOfDay'],
    [{ offset: '10' }, 'offset'],
    [{ offset: '-20' }, 'offset'],
    [{ includeRemote: 'yes' }, 'includeRemote'],
    [{ customerType: 'company' }, 'customerType'],
    [{ practitionerIds: ['x'] }, 'practitionerIds.0'],
  ])('rejects %j', (input, path) => {
    const result = parse(input);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toContain(path);
  });
});

describe('startHoursOf', () => {
  it('gives the spec parts of the day, the evening inclusive of 21', () => {
    expect(startHoursOf('morning')).toEqual([7, 12]);
    expect(startHoursOf('afternoon')).toEqual([12, 16]);
    expect(startHoursOf('evening')).toEqual([16, 22]);
    expect(startHoursOf('all')).toEqual([0, 24]);
  });

  it('puts every start hour from 7 to 21 in exactly one part', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const parts = (['morning', 'afternoon', 'evening'] as const).filter((part) => {
        const [from, until] = startHoursOf(part);
        return hour >= from && hour < until;
      });
      expect(parts).toHaveLength(hour >= 7 && hour <= 21 ? 1 : 0);
    }
  });
});
