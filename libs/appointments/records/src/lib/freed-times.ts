import type { Database, JobQueue } from '@portal/shared/db';
import { appointments } from '@portal/shared/db';

type AppointmentRow = typeof appointments.$inferSelect;

/** The bookable part of a time: what a fresh free copy of it keeps. */
export function freeCopyOf(row: AppointmentRow): typeof appointments.$inferInsert {
  return {
    organisationId: row.organisationId,
    clinicId: row.clinicId,
    practitionerId: row.practitionerId,
    specialtyId: row.specialtyId,
    kindId: row.kindId,
    practitionerRateId: row.practitionerRateId,
    startDate: row.startDate,
    durationMinutes: row.durationMinutes,
    locationType: row.locationType,
    isRemote: row.isRemote,
    isSpecificTime: row.isSpecificTime,
    requiresAuthToReserve: row.requiresAuthToReserve,
    healthCareTypes: row.healthCareTypes,
    selfCheckInAvailability: row.selfCheckInAvailability,
    roomLocation: row.roomLocation,
  };
}

/**
 * Adds a free time in the caller's transaction, with the job that offers it first to the patients
 * waiting for one (booking's earlier times), which exists exactly when the time does. Returns its id.
 */
export async function addFreeTime(tx: Database, jobs: JobQueue, values: typeof appointments.$inferInsert): Promise<number> {
  const [added] = await tx.insert(appointments).values(values).returning({ id: appointments.id });
  if (!added) throw new Error('The free time was not inserted');
  await jobs.send(tx, 'earlier-time', { appointmentId: added.id });
  return added.id;
}

/**
 * Offers a time its patient gave up (a cancellation, a move) again, in the caller's transaction: a
 * fresh free copy of the row (a row is reserved once; the cancelled one keeps the patient's
 * record), offered first to those waiting (addFreeTime). Returns the copy's id.
 */
export function offerTimeAgain(tx: Database, jobs: JobQueue, row: AppointmentRow): Promise<number> {
  return addFreeTime(tx, jobs, freeCopyOf(row));
}
