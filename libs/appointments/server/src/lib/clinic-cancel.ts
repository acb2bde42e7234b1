import type { Database, JobQueue } from '@portal/shared/db';
import { appointments } from '@portal/shared/db';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';

export type ClinicCancelOutcome = 'cancelled' | 'notFound' | 'alreadyCancelled' | 'checkedIn' | 'started';

/**
 * The clinic cancels a reserved appointment that has not started (a practitioner falls ill, a room
 * closes): no cancellation window binds the clinic. As the patient's own cancel, one conditional
 * UPDATE decides, and the cancellation notice's job is written in the same transaction with the
 * calendar entry's next SEQUENCE, so the patient hears of it and the entry leaves their calendar.
 * The time is not offered again: the clinic cancelled it. An anonymous booking's notice leads to
 * its anonymous link (the form asked about texts only there).
 */
export async function cancelByClinic(db: Database, jobs: JobQueue, id: number, now: Date): Promise<ClinicCancelOutcome> {
  const cancelled = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(appointments)
      .set({ cancelledAt: now, hasAppointeeCanceled: false, calendarSequence: sql`${appointments.calendarSequence} + 1` })
      .where(
        and(
          eq(appointments.id, id),
          isNotNull(appointments.reservedByPatientId),
          isNull(appointments.cancelledAt),
          isNull(appointments.checkedInAt),
          gt(appointments.startDate, now),
        ),
      )
      .returning({ id: appointments.id, calendarSequence: appointments.calendarSequence, bookingSmsAllowed: appointments.bookingSmsAllowed });
    if (done) {
      await jobs.send(tx, 'notification', {
        about: 'appointment',
        appointmentId: done.id,
        kind: 'cancellation',
        sequence: done.calendarSequence,
        audience: done.bookingSmsAllowed === null ? 'signedIn' : 'anonymous',
      });
    }
    return done;
  });
  if (cancelled) return 'cancelled';
  const [current] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!current || current.reservedByPatientId === null) return 'notFound';
  if (current.cancelledAt) return 'alreadyCancelled';
  if (current.checkedInAt) return 'checkedIn';
  return 'started';
}
