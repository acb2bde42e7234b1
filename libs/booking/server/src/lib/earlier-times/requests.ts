import type { Database } from '@portal/shared/db';
import { earlierTimeOffers, earlierTimeRequests } from '@portal/shared/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';

/**
 * In a move's transaction: the moved booking's open request for an earlier time has been served
 * (by an offer or by the patient's own choice), and an offer of the new time is accepted.
 */
export async function endEarlierTimeRequest(tx: Database, fromAppointmentId: number, toAppointmentId: number, now: Date): Promise<void> {
  const ended = await tx
    .update(earlierTimeRequests)
    .set({ endedAt: now, endReason: 'moved' })
    .where(and(eq(earlierTimeRequests.appointmentId, fromAppointmentId), isNull(earlierTimeRequests.endedAt)))
    .returning({ id: earlierTimeRequests.id });
  if (ended.length === 0) return;
  await tx
    .update(earlierTimeOffers)
    .set({ acceptedAt: now })
    .where(and(eq(earlierTimeOffers.appointmentId, toAppointmentId), inArray(earlierTimeOffers.requestId, ended.map((row) => row.id)), isNull(earlierTimeOffers.acceptedAt)));
}
