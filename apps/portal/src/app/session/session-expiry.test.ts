import { MAX_TIMER_DELAY_MS, nextSessionExpiryEvent } from './session-expiry';

const expiresAt = Date.parse('2026-11-22T10:30:00Z');
const before = (seconds: number) => expiresAt - seconds * 1000;

describe('nextSessionExpiryEvent', () => {
  it('waits for the 90-second warning first', () => {
    expect(nextSessionExpiryEvent(expiresAt, before(30 * 60), null)).toEqual({
      kind: 'warning',
      lead: 90,
      secondsLeft: 90,
      delayMs: (30 * 60 - 90) * 1000,
    });
  });

  it('gives the 90-second warning at once when it is due', () => {
    expect(nextSessionExpiryEvent(expiresAt, before(90), null)).toEqual({ kind: 'warning', lead: 90, secondsLeft: 90, delayMs: 0 });
  });

  it('waits for the 30-second warning after the 90-second one', () => {
    expect(nextSessionExpiryEvent(expiresAt, before(90), 90)).toEqual({ kind: 'warning', lead: 30, secondsLeft: 30, delayMs: 60_000 });
  });

  it('gives the 30-second warning at once when it is due', () => {
    expect(nextSessionExpiryEvent(expiresAt, before(30), 90)).toEqual({ kind: 'warning', lead: 30, secondsLeft: 30, delayMs: 0 });
  });

  it('waits for the expiry after both warnings', () => {
    expect(nextSessionExpiryEvent(expiresAt, before(30), 30)).toEqual({ kind: 'expire', delayMs: 30_000 });
  });

  it('expires at the expiry time', () => {
    expect(nextSessionExpiryEvent(expiresAt, expiresAt, 30)).toEqual({ kind: 'expire', delayMs: 0 });
  });

  it('expires at once past the expiry, whatever was warned (a tab that slept)', () => {
    expect(nextSessionExpiryEvent(expiresAt, expiresAt + 5 * 60_000, null)).toEqual({ kind: 'expire', delayMs: 0 });
  });

  it('gives only the nearest warning, with the seconds actually left, when both are overdue', () => {
    expect(nextSessionExpiryEvent(expiresAt, before(12.5), null)).toEqual({ kind: 'warning', lead: 30, secondsLeft: 13, delayMs: 0 });
  });

  it('starts over with the 90-second warning when the expiry moved later', () => {
    const moved = expiresAt + 30 * 60_000;
    // The caller forgets the warnings of the old expiry.
    expect(nextSessionExpiryEvent(moved, before(30), null)).toEqual({
      kind: 'warning',
      lead: 90,
      secondsLeft: 90,
      delayMs: (30 + 30 * 60 - 90) * 1000,
    });
  });

  it('looks again after the longest timer when the expiry is out of a timer’s reach', () => {
    const far = expiresAt + 40 * 24 * 60 * 60_000;
    expect(nextSessionExpiryEvent(far, expiresAt, null)).toEqual({ kind: 'check', delayMs: MAX_TIMER_DELAY_MS });
  });
});
