import { isBindingRequired } from './binding';

describe('isBindingRequired', () => {
  const start = '2026-12-03T12:30:00.000Z'; // 14:30 in Helsinki

  it('is required when the start is closer than the binding hours', () => {
    expect(isBindingRequired(start, 24, '2026-12-02T13:00:00.000Z')).toBe(true);
  });

  it('is not required exactly at the binding hours or earlier', () => {
    expect(isBindingRequired(start, 24, '2026-12-02T12:30:00.000Z')).toBe(false);
    expect(isBindingRequired(start, 24, '2026-12-01T08:00:00.000Z')).toBe(false);
  });

  it('counts real hours across the change to summer time in Helsinki', () => {
    // 29.3.2026 clocks go from 03:00 to 04:00: 09:00 to 09:00 next day is 24 h, 00:00 to 09:00 only 8 h.
    expect(isBindingRequired('2026-03-29T06:00:00.000Z', 24, '2026-03-28T06:00:01.000Z')).toBe(true);
    expect(isBindingRequired('2026-03-29T06:00:00.000Z', 24, '2026-03-28T06:00:00.000Z')).toBe(false);
  });

  it('follows the organisation setting', () => {
    expect(isBindingRequired(start, 48, '2026-12-01T13:00:00.000Z')).toBe(true);
    expect(isBindingRequired(start, 0, '2026-12-03T12:00:00.000Z')).toBe(false);
  });
});
