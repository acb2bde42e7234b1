/** Account doc section 9: warnings this many seconds before the session expires, largest first. */
export const SESSION_WARNING_SECONDS = [90, 30] as const;

/** setTimeout fires at once for delays above 2^31 - 1 ms; longer waits are taken in steps. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

export type SessionExpiryEvent =
  /** Say how long is left. `lead` names the warning (90 or 30), `secondsLeft` what to say. */
  | { kind: 'warning'; lead: number; secondsLeft: number; delayMs: number }
  /** Go to the expired-session page. */
  | { kind: 'expire'; delayMs: number }
  /** Nothing is due within one timer's reach: look again after the delay. */
  | { kind: 'check'; delayMs: number };

/**
 * What happens next about an expiring session and after how long.
 *
 * `warnedLead` is the smallest warning already shown for this expiry (null for none): a warning
 * is shown once, and when several are due at once (the tab slept, or the page opened 20 s before
 * expiry) only the nearest one is, with the seconds actually left.
 */
export function nextSessionExpiryEvent(expiresAtMs: number, nowMs: number, warnedLead: number | null): SessionExpiryEvent {
  const remainingMs = expiresAtMs - nowMs;
  if (remainingMs <= 0) return { kind: 'expire', delayMs: 0 };
  const pending = SESSION_WARNING_SECONDS.filter((lead) => warnedLead === null || lead < warnedLead);
  const due = pending.filter((lead) => remainingMs <= lead * 1000);
  const nearestDue = due.at(-1);
  if (nearestDue !== undefined) {
    return { kind: 'warning', lead: nearestDue, secondsLeft: Math.ceil(remainingMs / 1000), delayMs: 0 };
  }
  const next = pending[0];
  const event: SessionExpiryEvent =
    next === undefined
      ? { kind: 'expire', delayMs: remainingMs }
      : { kind: 'warning', lead: next, secondsLeft: next, delayMs: remainingMs - next * 1000 };
  return event.delayMs > MAX_TIMER_DELAY_MS ? { kind: 'check', delayMs: MAX_TIMER_DELAY_MS } : event;
}
