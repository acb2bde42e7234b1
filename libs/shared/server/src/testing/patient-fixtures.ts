import type { DatabaseHandle } from '@portal/shared/db';
import { appointments, patientConcepts, patientConsents, patients } from '@portal/shared/db';
import { eq, sql } from 'drizzle-orm';
import type { DomainPlugin } from '../lib/domain-plugin';
import type { AppointmentInsert } from './fixtures';
import { appointmentTestApp, insertAppointment } from './fixtures';

/** A free time (nobody's reservation), private and more, at Kamppi in the general organisation. */
export function insertFreeSlot(database: DatabaseHandle, values: Partial<AppointmentInsert> & { startDate: Date }): Promise<number> {
  return insertAppointment(database, { reservedAt: null, reservedByPatientId: null, ...values });
}

export async function storedAppointment(database: DatabaseHandle, id: number) {
  const [row] = await database.db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/**
 * Makes the database refuse every change of an appointment, as a failing database would, until the
 * returned function lifts it: the reservation's own error path, with nothing mocked.
 */
export async function refuseAppointmentUpdates(database: DatabaseHandle): Promise<() => Promise<void>> {
  await database.db.execute(sql`
    create function refuse_appointment_update() returns trigger language plpgsql as $$
    begin raise exception 'appointments are read-only in this test'; end $$`);
  await database.db.execute(sql`
    create trigger refuse_appointment_update before update on appointments
    for each row execute function refuse_appointment_update()`);
  return async () => {
    await database.db.execute(sql`drop trigger refuse_appointment_update on appointments`);
    await database.db.execute(sql`drop function refuse_appointment_update()`);
  };
}

/** The booking tests' name for the appointments' request helper (PUT and another origin included). */
export { call as send } from './fixtures';

/**
 * The appointments area's test app, reset further for booking: the unregistered fixture person
 * has no patient record again, everyone is creditworthy with a consent on record and no concepts.
 */
export function reservationTestApp(open: () => Promise<DatabaseHandle>, domains: readonly DomainPlugin[], env?: Record<string, string>) {
  const c = appointmentTestApp(open, domains, env);
  const reset = c.reset;
  c.reset = async () => {
    await reset();
    const db = c.database.db;
    await db.delete(patientConcepts);
    await db.delete(patientConsents);
    await db.delete(patients).where(eq(patients.personId, c.t.personIds.unregistered));
    await db.update(patients).set({ isCreditworthy: true, email: null, phoneNumber: null, street: null, postalCode: null, postOffice: null });
  };
  return c;
}

export const contactBody = {
  streetAddress: 'Mannerheimintie 1',
  postalCode: '00100',
  postOffice: 'Helsinki',
  emailAddress: 'test@example.com',
  phoneNumber: '040 123 4567',
};
