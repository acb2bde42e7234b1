import { appointments } from '@portal/shared/db';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';

type AppointmentRow = typeof appointments.$inferSelect;

/**
 * A free time nobody else holds: an offer of an earlier time holds a time for its patient until
 * `heldUntil` (earlier-times/offers.ts); meanwhile only that patient may take it.
 */
export function isFreeFor(to: AppointmentRow, patientId: number, now: Date): boolean {
  const heldForOther = to.heldUntil !== null && to.heldUntil > now && to.heldForPatientId !== patientId;
  return to.reservedByPatientId === null && !to.cancelledAt && to.startDate > now && !heldForOther;
}

/** The conditions of the UPDATE that takes a time: free, started not, and held for nobody else. */
export function takableBy(patientId: number, now: Date) {
  return and(
    isNull(appointments.reservedByPatientId),
    isNull(appointments.cancelledAt),
    gt(appointments.startDate, now),
    or(isNull(appointments.heldUntil), lte(appointments.heldUntil, now), eq(appointments.heldForPatientId, patientId)),
  );
}

