import type { DatabaseHandle } from '@portal/shared/db';
import { imagingResults, labResults, practitioners, referrals } from '@portal/shared/db';
import type { DomainTestApp } from '@portal/shared/server/testing';
import { call, domainTestApp, sessionFor } from '@portal/shared/server/testing';
import type { LightMyRequestResponse } from 'fastify';
import { labImagingServer } from '../index';

export type ReferralInsert = typeof referrals.$inferInsert;
export type LabInsert = typeof labResults.$inferInsert;
export type ImagingInsert = typeof imagingResults.$inferInsert;

/** The doctor every fixture referral names. */
export const DOCTOR = { id: 9001, name: 'Anna Lääkäri' };

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
      type: 'laboratory',
      title: 'Perusverenkuva ja CRP',
      description: 'Näytteenotto ilman ajanvarausta arkisin 7–18.',
      creationDate: '2026-11-20',
      validUntil: '2026-12-31',
      practitionerId: DOCTOR.id,
      patientInstructionsUrl: 'https://example.com/ohjeet/laboratorio',
      ...values,
    })
    .returning({ id: referrals.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

/** A ready numeric test in range (hemoglobin 138 g/l, 117-167) unless `values` say otherwise. */
export async function insertLabTest(database: DatabaseHandle, patientId: number, values: Partial<LabInsert> = {}): Promise<number> {
  const [row] = await database.db
    .insert(labResults)
    .values({
      patientId,
      position: 1,
      resultDate: '2026-11-20',
      displayName: 'Hemoglobiini',
      code: 'B-Hb',
      status: 'ready',
      isReady: true,
      resultType: 'numeric',
      resultNumber: 138,
      isWithinReferenceRange: true,
      unit: 'g/l',
      referenceRangeMin: 117,
      referenceRangeMax: 167,
      ...values,
    })
    .returning({ id: labResults.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

/** A package row and its items (each a test as insertLabTest makes it, with the package's date). */
export async function insertLabPackage(
  database: DatabaseHandle,
  patientId: number,
  values: Partial<LabInsert>,
  items: Partial<LabInsert>[],
): Promise<{ packageId: number; itemIds: number[] }> {
  const packageId = await insertLabTest(database, patientId, {
    displayName: 'Perusverenkuva',
    code: 'B-PVK',
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
    itemIds.push(await insertLabTest(database, patientId, { resultDate: values.resultDate ?? '2026-11-20', position: index + 1, packageId, ...item }));
  }
  return { packageId, itemIds };
}

export async function insertImaging(database: DatabaseHandle, patientId: number, values: Partial<ImagingInsert> = {}): Promise<number> {
  const [row] = await database.db
    .insert(imagingResults)
    .values({
      patientId,
      imagingDate: '2026-11-19',
      examinationName: 'Polven magneettitutkimus, oikea',
      statementText: 'Ei tuoreita vammoja.',
      ...values,
    })
    .returning({ id: imagingResults.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}
