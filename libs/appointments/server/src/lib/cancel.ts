import type { CancelAppointmentResult } from '@portal/appointments/contracts';
import type { Database, JobQueue } from '@portal/shared/db';
import { appointments } from '@portal/shared/db';
import { offerTimeAgain } from '@portal/appointments/records';
import type { ApiConfig } from '@portal/shared/server';
import { cancellationHoursOf } from '@portal/shared/server';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';

const hour = 3_600_000;

/**
 * `DELETE /api/appointments/{id}` (account doc section 8 result codes). One conditional UPDATE
 * decides, so a cancel racing a check-in or another cancel cannot both win; only when it
 * changes nothing is the row read again to say why. The cancellation notice's job is written in
 * the same transaction, with the calendar entry's next SEQUENCE (its cancel entry must outrank the
 * entry the patient's calendar holds). The time is offered again in the same transaction
 * (offerTimeAgain): a fresh free copy, first to the patients waiting for an earlier time.
 */
export async function cancelAppointment(db: Database, config: ApiConfig, patientId: number, id: number, now: Date, jobs: JobQueue): Promise<CancelAppointmentResult> {
  const [row] = await db
    .select({ organisationId: appointments.organisationId })
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.reservedByPatientId, patientId)));
  if (!row) return { type: 'appointmentNotFound' };
  const cancellationHours = cancellationHoursOf(config, row.organisationId);
  const latestStart = new Date(now.getTime() + cancellationHours * hour);

  const cancelled = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(appointments)
      .set({ cancelledAt: now, hasAppointeeCanceled: true, calendarSequence: sql`${appointments.calendarSequence} + 1` })
      .where(
        and(
          eq(appointments.id, id),
          eq(appointments.reservedByPatientId, patientId),
          isNull(appointments.cancelledAt),
          isNull(appointments.checkedInAt),
          gte(appointments.startDate, latestStart),
        ),
      )
      .returning();
    if (!done) return undefined;
    await jobs.send(tx, 'notification', { about: 'appointment', appointmentId: done.id, kind: 'cancellation', sequence: done.calendarSequence, audience: 'signedIn' });
    // The time is bookable again, and offered first to whoever waits for an earlier one.
    await offerTimeAgain(tx, jobs, done);
    return done;
  });
  if (cancelled) return { type: 'success' };

  const [current] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!current || current.cancelledAt) return { type: 'appointmentNotFound' };
  if (current.checkedInAt) return { type: 'unknownError' };
  return { type: 'deadlineExceeded', cancellationHours };
}
