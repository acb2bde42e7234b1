import type { LabSingleTest } from '@portal/lab-imaging/contracts';
import { aLabResultDay, anImagingOverview, aPackage, aReferral, aTest } from '@portal/lab-imaging/contracts/testing';
import type { DatabaseHandle } from '@portal/shared/db';
import { imagingResults, labResults, practitioners, referrals } from '@portal/shared/db';
import type { DomainTestApp } from '@portal/shared/server/testing';
import { call, domainTestApp, sessionFor } from '@portal/shared/server/testing';
import type { LightMyRequestResponse } from 'fastify';
import { labImagingServer } from '../index';

export type ReferralInsert = typeof referrals.$inferInsert;
export type LabInsert = typeof labResults.$inferInsert;
export type ImagingInsert = typeof imagingResults.$inferInsert;

// The default rows carry the values of the contract fixtures (@portal/lab-imaging/contracts/testing)
// where a column has a field there; the columns without one keep their own defaults here.
const referral = aReferral();
const labDay = aLabResultDay();
const labPackage = aPackage();
const [imaging] = anImagingOverview().results;
if (!referral.practitioner || !imaging) throw new Error('the contract fixtures changed: a referral with a practitioner and an imaging result expected');
const { imagingDate, examinationName } = imaging;

/** The columns of a single lab test as the contract's test carries them. */
function labTestColumns(test: LabSingleTest) {
  const numeric = test.result?.type === 'numeric' ? test.result : null;
  return {
    displayName: test.displayName,
    code: test.code,
    status: test.status,
    isReady: test.isReady,
    resultType: test.result?.type ?? null,
    resultNumber: numeric?.resultNumber ?? null,
    resultPrefix: numeric?.prefix ?? null,
    isWithinReferenceRange: numeric?.isWithinReferenceRange ?? null,
    resultText: test.result?.type === 'textual' ? test.result.resultText : null,
    unit: test.unit,
    referenceRangeMin: test.referenceRange?.min ?? null,
    referenceRangeMax: test.referenceRange?.max ?? null,
    description: test.description,
    additionalResult: test.additionalResult,
  };
}

/** The doctor every fixture referral names (aReferral's practitioner). */
export const DOCTOR = { id: 9001, name: referral.practitioner.name };

export interface LabImagingTestApp extends DomainTestApp {
  /** GET as the person (acting for a child when given). */
  get(url: string, personId?: number, actingForId?: number | null): Promise<LightMyRequestResponse>;
}

/**
 * The laboratory and imaging domain on a database of its own with the fixture doctor; before each
 * test no referrals or results (the results first: they point at referrals), the clock at NOW
 * (Monday 23.11.2026 noon in Helsinki).
 */
export function labImagingTestApp(open: () => Promise<DatabaseHandle>): LabImagingTestApp {
  const app = domainTestApp(open, {
    domains: [labImagingServer],
    prepare: async (database) => {
      await database.db.insert(practitioners).values({ id: DOCTOR.id, name: DOCTOR.name, title: { fi: 'Yleislääkäri', sv: 'Allmänläkare', en: 'General practitioner' } });
    },
    clear: [labResults, imagingResults, referrals],
  });
  return Object.assign(app, {
    get: async (url: string, personId = app.t.personIds.adult, actingForId: number | null = null) =>
      call(app.t, 'GET', url, { session: await sessionFor(app.t, personId, actingForId) }),
  });
}

export async function insertReferral(database: DatabaseHandle, patientId: number, values: Partial<ReferralInsert> = {}): Promise<number> {
  const [row] = await database.db
    .insert(referrals)
    .values({
      patientId,
      type: referral.type,
      // The server's tests expect this title and these fixed dates (aReferral's validity is
      // reckoned from Date.now(), which the server tests do not fake).
      title: 'Perusverenkuva ja CRP',
      description: referral.description,
      creationDate: '2026-11-20',
      validUntil: '2026-12-31',
      practitionerId: DOCTOR.id,
      patientInstructionsUrl: referral.patientInstructionsUrl,
      ...values,
    })
    .returning({ id: referrals.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

/** A ready numeric test in range (aTest: hemoglobin 138 g/l, 117-167, on aLabResultDay's date) unless `values` say otherwise. */
export async function insertLabTest(database: DatabaseHandle, patientId: number, values: Partial<LabInsert> = {}): Promise<number> {
  const [row] = await database.db
    .insert(labResults)
    .values({
      patientId,
      position: 1,
      resultDate: labDay.date,
      ...labTestColumns(aTest()),
      ...values,
    })
    .returning({ id: labResults.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

/** A package row (aPackage's name and code) and its items (each a test as insertLabTest makes it, with the package's date). */
export async function insertLabPackage(
  database: DatabaseHandle,
  patientId: number,
  values: Partial<LabInsert>,
  items: Partial<LabInsert>[],
): Promise<{ packageId: number; itemIds: number[] }> {
  const packageId = await insertLabTest(database, patientId, {
    displayName: labPackage.displayName,
    code: labPackage.code,
    isPackage: true,
    resultType: null,
    resultNumber: null,
    isWithinReferenceRange: null,
    unit: null,
    referenceRangeMin: null,
    referenceRangeMax: null,
    isReady: items.every((item) => item.isReady !== false),
    ...values,
  });
  const itemIds: number[] = [];
  for (const [index, item] of items.entries()) {
    itemIds.push(await insertLabTest(database, patientId, { resultDate: values.resultDate ?? labDay.date, position: index + 1, packageId, ...item }));
  }
  return { packageId, itemIds };
}

export async function insertImaging(database: DatabaseHandle, patientId: number, values: Partial<ImagingInsert> = {}): Promise<number> {
  const [row] = await database.db
    .insert(imagingResults)
    .values({
      patientId,
      imagingDate,
      examinationName,
      statementText: 'Ei tuoreita vammoja.',
      ...values,
    })
    .returning({ id: imagingResults.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}
