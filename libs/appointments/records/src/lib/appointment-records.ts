import type { SQL } from 'drizzle-orm';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@portal/shared/db';
import {
  appointmentKinds,
  appointments,
  clinics,
  municipalities,
  practitionerRates,
  practitioners,
  rateAdditionalFees,
  specialties,
} from '@portal/shared/db';

export type FeeRow = typeof rateAdditionalFees.$inferSelect;

/** An appointment with everything its page shows, before the texts are picked for a language. */
export interface AppointmentRecord {
  appointment: typeof appointments.$inferSelect;
  clinic: typeof clinics.$inferSelect;
  municipalityName: (typeof municipalities.$inferSelect)['name'] | null;
  practitioner: typeof practitioners.$inferSelect;
  kind: typeof appointmentKinds.$inferSelect;
  specialty: typeof specialties.$inferSelect;
  rate: typeof practitionerRates.$inferSelect | null;
  fees: FeeRow[];
}

/** The appointments `where` selects, soonest first, joined with their clinic, practitioner and prices. */
export async function findAppointments(db: Database, where: SQL | undefined): Promise<AppointmentRecord[]> {
  const rows = await db
    .select({
      appointment: appointments,
      clinic: clinics,
      municipalityName: municipalities.name,
      practitioner: practitioners,
      kind: appointmentKinds,
      specialty: specialties,
      rate: practitionerRates,
    })
    .from(appointments)
    .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
    .leftJoin(municipalities, eq(municipalities.id, clinics.municipalityId))
    .innerJoin(practitioners, eq(practitioners.id, appointments.practitionerId))
    .innerJoin(appointmentKinds, eq(appointmentKinds.id, appointments.kindId))
    .innerJoin(specialties, eq(specialties.id, appointments.specialtyId))
    .leftJoin(practitionerRates, eq(practitionerRates.id, appointments.practitionerRateId))
    .where(where)
    .orderBy(asc(appointments.startDate), asc(appointments.id));
  const rateIds = [...new Set(rows.flatMap((row) => (row.rate ? [row.rate.id] : [])))];
  const fees =
    rateIds.length === 0
      ? []
      : await db.select().from(rateAdditionalFees).where(inArray(rateAdditionalFees.rateId, rateIds)).orderBy(asc(rateAdditionalFees.position));
  return rows.map((row) => ({ ...row, fees: row.rate ? fees.filter((fee) => fee.rateId === row.rate?.id) : [] }));
}

/** When an appointment ends. */
export function endOf(appointment: Pick<AppointmentRecord['appointment'], 'startDate' | 'durationMinutes'>): Date {
  return new Date(appointment.startDate.getTime() + appointment.durationMinutes * 60_000);
}
