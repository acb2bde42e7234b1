import { isUpcoming } from './upcoming';

describe('isUpcoming', () => {
  const now = Date.parse('2027-01-11T10:00:00Z');
  const live = { isCancelled: false, hasAppointeeCanceled: false, startDate: '2027-01-11T10:30:00Z' };

  it('holds for a live appointment still to come, and not for a started, past or cancelled one', () => {
    expect(isUpcoming(live, now)).toBe(true);
    expect(isUpcoming({ ...live, startDate: '2027-01-11T10:00:00Z' }, now)).toBe(false);
    expect(isUpcoming({ ...live, startDate: '2027-01-10T10:00:00Z' }, now)).toBe(false);
    expect(isUpcoming({ ...live, isCancelled: true }, now)).toBe(false);
    expect(isUpcoming({ ...live, hasAppointeeCanceled: true }, now)).toBe(false);
  });
});
