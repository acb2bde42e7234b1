import type { Instant } from '@portal/shared/util';
import { hoursUntil } from '@portal/shared/util';

/**
 * Whether the reservation must be confirmed as binding (booking doc section 5): the appointment
 * starts in less than the organisation's binding hours, the same hours after which it can no
 * longer be cancelled online. Instants compare as absolute times, so Helsinki's clock changes
 * cannot shift the line.
 */
export function isBindingRequired(startDate: Instant, bindingHours: number, now: Instant): boolean {
  return hoursUntil(startDate, now) < bindingHours;
}
