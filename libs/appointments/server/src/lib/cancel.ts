import type { CancelAppointmentResult } from '@portal/appointments/contracts';
import type { Database } from '@portal/shared/db';
import { appointments } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { cancellationHoursOf } from '@portal/shared/server';
import { and, eq, gte, isNull } from 'drizzle-orm';

const hour = 3_600_000;

/**
 * `DELETE /api/appointments/{id}` (account doc section 8 result codes). One conditional UPDATE
 * decides, so a cancel racing a check-in or another cancel cannot both win; only when it
 * changes nothing is the row read again to say why.
 */
export async function cancelAppointment(db: Database, config: ApiConfig, patientId: number, id: number, now: Date): Promise<CancelAppointmentResult> {
  const [row] = await db
    .select({ organisationId: appointments.organisationId })
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.reservedByPatientId, patientId)));
  if (!row) return { type: 'appointmentNotFound' };
  const cancellationHours = cancellationHoursOf(config, row.organisationId);
  const latestStart = new Date(now.getTime() + cancellationHours * hour);

  const cancelled = await db
    .update(appointments)
    .set({ cancelledAt: now, hasAppointeeCanceled: true })
    .where(
      and(
        eq(appointments.id, id),
        eq(appointments.reservedByPatientId, patientId),
        isNull(appointments.cancelledAt),
        isNull(appointments.checkedInAt),
        gte(appointments.startDate, latestStart),
      ),
    )
    .returning({ id: appointments.id });
  if (cancelled.length > 0) return { type: 'success' };

  const [current] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!current || current.cancelledAt) return { type: 'appointmentNotFound' };
  if (current.checkedInAt) return { type: 'unknownError' };
  return { type: 'deadlineExceeded', cancellationHours };
}
