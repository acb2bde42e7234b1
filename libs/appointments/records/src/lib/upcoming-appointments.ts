import type { Database } from '@portal/shared/db';
import { appointmentKinds, appointments, clinics, practitioners } from '@portal/shared/db';
import { and, asc, eq, gte, isNull } from 'drizzle-orm';

/** Future reserved appointments that are not cancelled, soonest first. */
export function upcomingAppointments(db: Database, patientId: number, now: Date, limit: number) {
  return db
    .select({
      id: appointments.id,
      startDate: appointments.startDate,
      payerType: appointments.payerType,
      kindTitle: appointmentKinds.title,
      practitionerName: practitioners.name,
      practitionerPicture: practitioners.profilePictureUrl,
      practitionerIsResource: practitioners.isResource,
      clinicContent: clinics.cmsContent,
    })
    .from(appointments)
    .innerJoin(appointmentKinds, eq(appointmentKinds.id, appointments.kindId))
    .innerJoin(practitioners, eq(practitioners.id, appointments.practitionerId))
    .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
    .where(and(eq(appointments.reservedByPatientId, patientId), isNull(appointments.cancelledAt), gte(appointments.startDate, now)))
    .orderBy(asc(appointments.startDate), asc(appointments.id))
    .limit(limit);
}
export type UpcomingAppointmentRow = Awaited<ReturnType<typeof upcomingAppointments>>[number];
