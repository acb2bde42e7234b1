import { act, renderHook } from '@testing-library/react';
import { msUntilBinding } from './binding';
import { useBindingRequired } from './use-binding-required';

const HOUR = 60 * 60 * 1000;

describe('msUntilBinding', () => {
  it('is the time left until the start is closer than the binding hours', () => {
    expect(msUntilBinding('2026-12-03T12:30:00.000Z', 24, '2026-12-02T12:00:00.000Z')).toBe(30 * 60 * 1000 + 1);
  });

  it('is 0 once inside the binding hours', () => {
    expect(msUntilBinding('2026-12-03T12:30:00.000Z', 24, '2026-12-02T13:00:00.000Z')).toBe(0);
  });
});

describe('useBindingRequired', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-12-02T12:00:00.000Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('turns true when the appointment enters the binding hours, with one timer', () => {
    const start = new Date(Date.now() + 24 * HOUR + 10 * 60 * 1000).toISOString();
    const { result } = renderHook(() => useBindingRequired(start, 24));
    expect(result.current).toBe(false);
    expect(jest.getTimerCount()).toBe(1);

    // Exactly the binding hours before the start is not binding yet; a millisecond later it is.
    act(() => jest.advanceTimersByTime(10 * 60 * 1000));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    // Once binding, it stays so: nothing more to wait for.
    expect(jest.getTimerCount()).toBe(0);
  });

  it('is true at once, without a timer, inside the binding hours', () => {
    const start = new Date(Date.now() + 5 * HOUR).toISOString();
    const { result } = renderHook(() => useBindingRequired(start, 24));
    expect(result.current).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('waits in steps a timer can take for a start months away', () => {
    const start = new Date(Date.now() + 60 * 24 * HOUR).toISOString();
    const { result } = renderHook(() => useBindingRequired(start, 24));
    act(() => jest.advanceTimersByTime(40 * 24 * HOUR));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(19 * 24 * HOUR + 1));
    expect(result.current).toBe(true);
  });

  it('clears its timer when the page closes', () => {
    const start = new Date(Date.now() + 30 * HOUR).toISOString();
    const { unmount } = renderHook(() => useBindingRequired(start, 24));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
