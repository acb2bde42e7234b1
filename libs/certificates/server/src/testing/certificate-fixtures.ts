import type { DatabaseHandle } from '@portal/shared/db';
import { certificates } from '@portal/shared/db';
import { buildServer } from '@portal/shared/server';
import type { TestApp } from '@portal/shared/server/testing';
import { createTestApp, insertCatalogue, NOW, testConfig } from '@portal/shared/server/testing';
import { certificatesServer } from '../index';

export type CertificateInsert = typeof certificates.$inferInsert;

/** A nurse of the demo catalogue (Kamppi). */
export const NURSE_ID = 14;
/** A general practitioner of the demo catalogue. */
export const DOCTOR_ID = 1;

/**
 * A nurse's certificate of `patientId` written three days before NOW for three days of sick leave,
 * unless told otherwise.
 */
export async function insertCertificate(database: DatabaseHandle, patientId: number, values: Partial<CertificateInsert> = {}): Promise<number> {
  const [row] = await database.db
    .insert(certificates)
    .values({
      patientId,
      type: 'nurse',
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

export interface CertificateTestApp {
  t: TestApp;
  /** The same database and persons served as the children's brand. */
  children: TestApp;
  database: DatabaseHandle;
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  /** No certificates from the previous test, the clock at NOW. */
  reset(): Promise<void>;
}

/** The certificates domain on a database of its own with the demo catalogue and the fixture persons, in both brands. */
export function certificateTestApp(open: () => Promise<DatabaseHandle>): CertificateTestApp {
  const context: CertificateTestApp = {
    t: undefined as unknown as TestApp,
    children: undefined as unknown as TestApp,
    database: undefined as unknown as DatabaseHandle,
    setUp: async () => {
      context.database = await open();
      // The practitioners the certificates point at.
      await insertCatalogue(context.database);
      context.t = await createTestApp({ database: context.database, domains: [certificatesServer] });
      const config = testConfig({ PORTAL_BRAND: 'children' });
      const { clock } = context.t;
      const app = await buildServer({ config, database: context.database, domains: [certificatesServer], testPersons: [], logging: false, now: () => clock.now });
      await app.ready();
      context.children = { ...context.t, app, config, close: () => app.close() };
    },
    tearDown: async () => {
      await context.children.close();
      await context.t.close();
    },
    reset: async () => {
      context.t.clock.now = NOW;
      await context.database.db.delete(certificates);
    },
  };
  return context;
}
