import type { Database } from '@portal/shared/db';
import { imagingResults, labResults } from '@portal/shared/db';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';

/**
 * The patient's lab results that the patient may see: a result restricted to professionals
 * (`viewRestriction` other than 'patient') is never shown to the patient, on the results pages or
 * the front page.
 */
export const labResultsVisibleTo = (patientId: number) => and(eq(labResults.patientId, patientId), eq(labResults.viewRestriction, 'patient'));

/** The patient's imaging results that the patient may see (the same rule as the lab results'). */
export const imagingVisibleTo = (patientId: number) => and(eq(imagingResults.patientId, patientId), eq(imagingResults.viewRestriction, 'patient'));

/**
 * Lab results grouped by date, latest first: the names of each date's single tests and packages
 * (a package's items are left out; the package names them).
 */
export function labResultDates(db: Database, patientId: number, limit: number) {
  return db
    .select({
      resultDate: labResults.resultDate,
      names: sql<string[]>`array_agg(${labResults.displayName} order by ${labResults.position}, ${labResults.id})`,
    })
    .from(labResults)
    .where(and(labResultsVisibleTo(patientId), isNull(labResults.packageId)))
    .groupBy(labResults.resultDate)
    .orderBy(desc(labResults.resultDate))
    .limit(limit);
}
export type LabResultDateRow = Awaited<ReturnType<typeof labResultDates>>[number];

export function latestImaging(db: Database, patientId: number, limit: number) {
  return db
    .select({
      id: imagingResults.id,
      imagingDate: imagingResults.imagingDate,
      examinationName: imagingResults.examinationName,
      hasStatement: sql<boolean>`${imagingResults.statementText} is not null`.mapWith(Boolean),
    })
    .from(imagingResults)
    .where(imagingVisibleTo(patientId))
    .orderBy(desc(imagingResults.imagingDate), desc(imagingResults.id))
    .limit(limit);
}
export type ImagingRow = Awaited<ReturnType<typeof latestImaging>>[number];
