import type { Database } from '@portal/shared/db';
import {
  appointmentKinds,
  appointments,
  clinics,
  medicalReports,
  practitioners,
  prescriptions,
  specialties,
} from '@portal/shared/db';
import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { FRONT_PAGE_CAPS } from './caps';

/** Future reserved appointments that are not cancelled, soonest first. */
export function upcomingAppointments(db: Database, patientId: number, now: Date) {
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
    .limit(FRONT_PAGE_CAPS.appointments);
}
export type UpcomingAppointmentRow = Awaited<ReturnType<typeof upcomingAppointments>>[number];

/** The latest visits whose reports the patient may see. */
export function latestVisits(db: Database, patientId: number) {
  return db
    .select({
      id: medicalReports.id,
      dateTime: medicalReports.dateTime,
      visitType: medicalReports.visitType,
      specialtyName: specialties.name,
      practitionerName: practitioners.name,
      practitionerPicture: practitioners.profilePictureUrl,
      practitionerIsResource: practitioners.isResource,
    })
    .from(medicalReports)
    .leftJoin(specialties, eq(specialties.id, medicalReports.specialtyId))
    .leftJoin(practitioners, eq(practitioners.id, medicalReports.practitionerId))
    .where(and(eq(medicalReports.patientId, patientId), eq(medicalReports.viewRestriction, 'patient')))
    .orderBy(desc(medicalReports.dateTime), desc(medicalReports.id))
    .limit(FRONT_PAGE_CAPS.visits);
}
export type VisitRow = Awaited<ReturnType<typeof latestVisits>>[number];

/**
 * The latest prescriptions. `anyRenewable` looks at all of the patient's prescriptions, not only
 * the ones shown: a window over the whole set is computed before the limit.
 */
export function latestPrescriptions(db: Database, patientId: number) {
  return db
    .select({
      id: prescriptions.id,
      issuedDate: prescriptions.issuedDate,
      medicineName: prescriptions.medicineName,
      strength: prescriptions.strength,
      medicineType: prescriptions.medicineType,
      packageUnit: prescriptions.packageUnit,
      packageSize: prescriptions.packageSize,
      packageCount: prescriptions.packageCount,
      totalAmount: prescriptions.totalAmount,
      treatmentLength: prescriptions.treatmentLength,
      treatmentLengthUnit: prescriptions.treatmentLengthUnit,
      practitionerName: practitioners.name,
      practitionerPicture: practitioners.profilePictureUrl,
      practitionerIsResource: practitioners.isResource,
      anyRenewable: sql<boolean>`bool_or(${prescriptions.isRenewable}) over ()`.mapWith(Boolean),
    })
    .from(prescriptions)
    .leftJoin(practitioners, eq(practitioners.id, prescriptions.practitionerId))
    .where(eq(prescriptions.patientId, patientId))
    .orderBy(desc(prescriptions.issuedDate), desc(prescriptions.id))
    .limit(FRONT_PAGE_CAPS.prescriptions);
}
export type PrescriptionRow = Awaited<ReturnType<typeof latestPrescriptions>>[number];
