import type { Appointment, DocumentReference } from '@medplum/fhirtypes';
import { matchesDate, parseDateParameter } from './fhir-search';

const appointment = (start: string): Appointment => ({ resourceType: 'Appointment', status: 'booked', start, participant: [{ status: 'accepted' }] });
const matches = (start: string, parameter: string) => {
  const parsed = parseDateParameter(parameter);
  if (!parsed) throw new Error(`not a date: ${parameter}`);
  return matchesDate(appointment(start), parsed);
};

describe('the date search parameter', () => {
  it('takes a day as the whole of it in Helsinki', () => {
    // 00:30 on 20 November in Helsinki is still the 19th in UTC.
    expect(matches('2026-11-19T22:30:00.000Z', '2026-11-20')).toBe(true);
    expect(matches('2026-11-19T22:30:00.000Z', 'eq2026-11-19')).toBe(false);
    expect(matches('2026-11-20T21:59:59.000Z', '2026-11-20')).toBe(true);
    expect(matches('2026-11-20T22:00:00.000Z', '2026-11-20')).toBe(false);
    // Summer time: Helsinki is UTC+3.
    expect(matches('2026-06-30T21:30:00.000Z', '2026-07-01')).toBe(true);
  });

  it('compares by the prefixes R4 names', () => {
    const start = '2026-11-20T08:00:00.000Z';
    expect([matches(start, 'ge2026-11-20'), matches(start, 'gt2026-11-20'), matches(start, 'le2026-11-20'), matches(start, 'lt2026-11-20'), matches(start, 'ne2026-11-20')]).toEqual([true, false, true, false, false]);
    expect([matches(start, 'gt2026-11-19'), matches(start, 'lt2026-11-21'), matches(start, 'ge2026-11-21')]).toEqual([true, true, false]);
    expect([matches(start, '2026-11'), matches(start, '2026'), matches(start, '2026-12'), matches(start, '2025')]).toEqual([true, true, false, false]);
    // The last month of a year and an instant as the parameter.
    expect(matches('2026-12-31T20:00:00.000Z', '2026-12')).toBe(true);
    expect(matches(start, 'ge2026-11-20T08:00:00Z')).toBe(true);
    expect(matches(start, 'gt2026-11-20T08:00:00Z')).toBe(false);
  });

  it('refuses what is not a date, and finds nothing for a record without one', () => {
    expect(parseDateParameter('tomorrow')).toBeNull();
    expect(parseDateParameter('ge')).toBeNull();
    const undated: DocumentReference = { resourceType: 'DocumentReference', status: 'current', content: [{ attachment: {} }] };
    expect(matchesDate(undated, { comparator: 'ne', start: 0, end: 1 })).toBe(false);
  });
});
