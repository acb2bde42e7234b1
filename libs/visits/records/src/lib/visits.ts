import type { Database } from '@portal/shared/db';
import { medicalReports, practitioners, specialties } from '@portal/shared/db';
import { and, desc, eq } from 'drizzle-orm';

/**
 * The patient's visit reports that the patient may see: a report restricted to professionals
 * (`viewRestriction` other than 'patient') is never shown to the patient, on the visits pages or
 * the front page.
 */
export const visitsVisibleTo = (patientId: number) => and(eq(medicalReports.patientId, patientId), eq(medicalReports.viewRestriction, 'patient'));

/** The latest visits whose reports the patient may see. */
export function latestVisits(db: Database, patientId: number, limit: number) {
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
    .where(visitsVisibleTo(patientId))
    .orderBy(desc(medicalReports.dateTime), desc(medicalReports.id))
    .limit(limit);
}
export type VisitRow = Awaited<ReturnType<typeof latestVisits>>[number];
