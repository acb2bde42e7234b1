import { aReport } from '@portal/visits/contracts/testing';
import type { DatabaseHandle } from '@portal/shared/db';
import { appointments, medicalReportDiagnoses, medicalReports, medicalReportTexts } from '@portal/shared/db';
import type { DomainTestApp } from '@portal/shared/server/testing';
import { domainTestApp, insertCatalogue, NOW } from '@portal/shared/server/testing';
import { visitsServer } from '../index';

export type VisitInsert = typeof medicalReports.$inferInsert;

export interface ReportContent {
  diagnoses?: [code: string, description: string][];
  texts?: [title: string, body: string][];
}

// The default report is the contract fixture's (aReport of @portal/visits/contracts/testing): its
// visit type, diagnoses and texts. The time stays a day before NOW (the tests count days back from
// it), and the catalogue ids have no contract field.
const report = aReport();

/**
 * A private healthcare visit of `patientId` with general practitioner 1 (general practice) a day
 * before NOW, with aReport's diagnoses and texts unless told otherwise.
 */
export async function insertVisit(database: DatabaseHandle, patientId: number, values: Partial<VisitInsert> = {}, content: ReportContent = {}): Promise<number> {
  const [row] = await database.db
    .insert(medicalReports)
    .values({
      patientId,
      organisationId: 'general',
      dateTime: new Date(NOW.getTime() - 86_400_000),
      practitionerId: 1,
      specialtyId: 'YL',
      visitType: report.visitType,
      visitKind: 'healthCare',
      ...values,
    })
    .returning({ id: medicalReports.id });
  if (!row) throw new Error('insert failed');
  const diagnoses = content.diagnoses ?? report.diagnoses.map(({ code, description }): [string, string] => [code, description]);
  const texts = content.texts ?? report.texts.map(({ title, body }): [string, string] => [title, body]);
  // Inserted last position first, so that only the position orders them.
  const reversed = <T>(items: T[]) => items.map((item, i) => [item, i + 1] as const).reverse();
  for (const [[code, description], position] of reversed(diagnoses)) {
    await database.db.insert(medicalReportDiagnoses).values({ reportId: row.id, position, code, description });
  }
  for (const [[title, body], position] of reversed(texts)) {
    await database.db.insert(medicalReportTexts).values({ reportId: row.id, position, title, body });
  }
  return row.id;
}

export type VisitTestApp = DomainTestApp;

/**
 * The visits domain on a database of its own with the demo catalogue (organisations, practitioners
 * and specialties for the visits to point at); no visits from the previous test (diagnoses and
 * texts go with their reports), nor the appointments some of them came from.
 */
export function visitTestApp(open: () => Promise<DatabaseHandle>): VisitTestApp {
  return domainTestApp(open, { domains: [visitsServer], prepare: insertCatalogue, clear: [medicalReports, appointments] });
}
