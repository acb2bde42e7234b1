import { aBookableAppointment } from '@portal/booking/contracts/testing';
import { MAX_SUGGESTED_DAYS, nextMonthStart, suggestNextAppointments } from './suggestions';

// Helsinki is UTC+2 in December: 08:00 local is 06:00Z.
const at = (day: number, hour: number, id: number, clinicId = 'HKI1') =>
  aBookableAppointment({
    id,
    startDate: `2027-01-${String(day).padStart(2, '0')}T${String(hour - 2).padStart(2, '0')}:00:00.000Z`,
    clinic: { id: clinicId, name: clinicId, address: null, municipality: null },
  });

const ids = (list: readonly { id: number }[]) => list.map((a) => a.id);

describe('suggestNextAppointments', () => {
  it('takes the earliest time of each day, soonest first', () => {
    const found = [at(5, 14, 3), at(4, 9, 2), at(4, 8, 1), at(5, 10, 4)];
    expect(ids(suggestNextAppointments(found, { clinicIds: [] }))).toEqual([1, 4]);
  });

  it(`stops at ${MAX_SUGGESTED_DAYS} days`, () => {
    const found = [4, 5, 6, 7, 8, 11, 12].map((day) => at(day, 8, day));
    expect(ids(suggestNextAppointments(found, { clinicIds: [] }))).toEqual([4, 5, 6, 7, 8]);
  });

  it('never suggests the day that was searched', () => {
    expect(ids(suggestNextAppointments([at(4, 8, 1), at(5, 8, 2)], { clinicIds: [], searchedDay: '2027-01-04' }))).toEqual([2]);
  });

  it('keeps one time per day for the chosen clinics and one per clinic and day for other clinics', () => {
    const found = [
      at(4, 8, 1, 'HKI1'),
      at(4, 9, 2, 'HKI1B'),
      at(4, 10, 3, 'ESP1'),
      at(4, 11, 4, 'ESP1'),
      at(4, 12, 5, 'HKI1'),
    ];
    expect(ids(suggestNextAppointments(found, { clinicIds: ['HKI1', 'HKI1B'] }))).toEqual([1, 3]);
  });

  it('counts days, not times, against the limit', () => {
    const found = [
      ...[4, 5, 6, 7, 8].map((day) => at(day, 8, day, 'HKI1')),
      at(8, 9, 80, 'ESP1'),
      at(11, 8, 11, 'ESP1'),
    ];
    expect(ids(suggestNextAppointments(found, { clinicIds: ['HKI1'] }))).toEqual([4, 5, 6, 7, 8, 80]);
  });

  it('starts the second search on the first day of the next month', () => {
    expect(nextMonthStart('2026-11-23')).toBe('2026-12-01');
    expect(nextMonthStart('2026-12-31')).toBe('2027-01-01');
  });
});
