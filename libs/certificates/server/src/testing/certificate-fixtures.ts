import { aCertificate } from '@portal/certificates/contracts/testing';
import type { DatabaseHandle } from '@portal/shared/db';
import { certificates } from '@portal/shared/db';
import { buildServer } from '@portal/shared/server';
import type { DomainTestApp, TestApp } from '@portal/shared/server/testing';
import { domainTestApp, insertCatalogue, testConfig } from '@portal/shared/server/testing';
import { certificatesServer } from '../index';

export type CertificateInsert = typeof certificates.$inferInsert;

/** A nurse of the demo catalogue (Kamppi). */
export const NURSE_ID = 14;
/** A general practitioner of the demo catalogue. */
export const DOCTOR_ID = 1;

/**
 * A nurse's certificate of `patientId` written three days before NOW for three days of sick leave,
 * unless told otherwise: the type of `aCertificate()` of the contracts' testing entry point, dated
 * here relative to the test clock (the contract fixture's dates are earlier ones, which the
 * feature's tests show).
 */
export async function insertCertificate(database: DatabaseHandle, patientId: number, values: Partial<CertificateInsert> = {}): Promise<number> {
  const { type } = aCertificate();
  const [row] = await database.db
    .insert(certificates)
    .values({
      patientId,
      type,
      creationDate: '2026-11-20',
      validFrom: '2026-11-20',
      validUntil: '2026-11-22',
      practitionerId: NURSE_ID,
      pdfStorageKey: 'test/certificates/certificate.pdf',
      ...values,
    })
    .returning({ id: certificates.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

export interface CertificateTestApp extends DomainTestApp {
  /** The same database and persons served as the children's brand. */
  children: TestApp;
}

/**
 * The certificates domain on a database of its own with the demo catalogue (the practitioners the
 * certificates point at) and the fixture persons, in both brands; no certificates from the
 * previous test.
 */
export function certificateTestApp(open: () => Promise<DatabaseHandle>): CertificateTestApp {
  const app = domainTestApp(open, { domains: [certificatesServer], prepare: insertCatalogue, clear: [certificates] });
  const context: CertificateTestApp = Object.assign(app, { children: undefined as unknown as TestApp });
  const { setUp, tearDown } = app;
  context.setUp = async () => {
    await setUp();
    const config = testConfig({ PORTAL_BRAND: 'children' });
    const { clock } = context.t;
    const children = await buildServer({ config, database: context.database, domains: [certificatesServer], testPersons: [], logging: false, now: () => clock.now });
    await children.ready();
    context.children = { ...context.t, app: children, config, close: () => children.close() };
  };
  context.tearDown = async () => {
    await context.children.close();
    await tearDown();
  };
  return context;
}
