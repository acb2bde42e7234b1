import type { Instant } from '@portal/shared/util';
import { hoursUntil } from '@portal/shared/util';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Whether the reservation must be confirmed as binding (booking doc section 5): the appointment
 * starts in less than the organisation's binding hours, the same hours after which it can no
 * longer be cancelled online. Instants compare as absolute times, so Helsinki's clock changes
 * cannot shift the line.
 */
export function isBindingRequired(startDate: Instant, bindingHours: number, now: Instant): boolean {
  return hoursUntil(startDate, now) < bindingHours;
}

/**
 * How many milliseconds from `now` until the first moment the binding rule holds (exactly the
 * binding hours before the start is not yet binding, one millisecond later is); 0 when it already
 * holds. The page waits exactly this long instead of checking the clock over and over.
 */
export function msUntilBinding(startDate: Instant, bindingHours: number, now: Instant): number {
  // Instants are whole milliseconds: rounding only removes the division's floating-point dust.
  const msToStart = Math.round(hoursUntil(startDate, now) * HOUR_MS);
  return Math.max(0, msToStart - bindingHours * HOUR_MS + 1);
}
