import { aPrescription } from '@portal/prescriptions/contracts/testing';
import type { DatabaseHandle } from '@portal/shared/db';
import { messagingThreads, prescriptions, professionalUsers, rateLimitCounters } from '@portal/shared/db';
import { buildServer } from '@portal/shared/server';
import type { DomainTestApp, TestApp } from '@portal/shared/server/testing';
import { domainTestApp, insertCatalogue, testConfig } from '@portal/shared/server/testing';
import { prescriptionsServer } from '../index';

export type PrescriptionInsert = typeof prescriptions.$inferInsert;

/** A general practitioner of the demo catalogue, who writes the prescriptions. */
export const DOCTOR_ID = 1;

/**
 * A renewable thyroid medicine of `patientId` written on 27.1.2026 by the doctor, unless told
 * otherwise: every field of `aPrescription()` of the contracts' testing entry point but its id
 * (the table gives one).
 */
export async function insertPrescription(database: DatabaseHandle, patientId: number, values: Partial<PrescriptionInsert> = {}): Promise<number> {
  const [row] = await database.db
    .insert(prescriptions)
    .values({
      patientId,
      practitionerId: DOCTOR_ID,
      // The contract's fields are the columns of the same names; the id is the table's to give.
      ...aPrescription(),
      id: undefined,
      ...values,
    })
    .returning({ id: prescriptions.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

export interface PrescriptionTestApp extends DomainTestApp {
  /** Customer service (no practitioner), to whom renewals go, and a doctor. */
  pros: { service: number; doctor: number };
  /** The same database and persons served as the children's brand. */
  children: TestApp;
  /** The general brand with messaging in maintenance mode. */
  maintenance: TestApp;
  /** The general brand without customer messaging. */
  messagingOff: TestApp;
}

/**
 * The prescriptions domain on a database of its own with the demo catalogue, the care team and the
 * fixture persons, served as the general brand and in the variants above; no prescriptions,
 * conversations or rate-limit counts from the previous test.
 */
export function prescriptionTestApp(open: () => Promise<DatabaseHandle>): PrescriptionTestApp {
  const pros = { service: 0, doctor: 0 };
  const app = domainTestApp(open, {
    domains: [prescriptionsServer],
    prepare: async (database) => {
      await insertCatalogue(database);
      const rows = await database.db
        .insert(professionalUsers)
        .values([
          { practitionerId: DOCTOR_ID, firstName: 'Aino', lastName: 'Lääkäri', title: 'Yleislääkäri', emailAddress: 'aino@example.com' },
          { firstName: 'Tuula', lastName: 'Palvelu', title: 'Palveluneuvoja', emailAddress: 'tuula@example.com' },
        ])
        .returning({ id: professionalUsers.id });
      pros.doctor = rows[0]?.id ?? 0;
      pros.service = rows[1]?.id ?? 0;
    },
    clear: [messagingThreads, prescriptions, rateLimitCounters],
  });
  const context: PrescriptionTestApp = Object.assign(app, {
    pros,
    children: undefined as unknown as TestApp,
    maintenance: undefined as unknown as TestApp,
    messagingOff: undefined as unknown as TestApp,
  });
  const { setUp, tearDown } = app;
  const variant = async (env: Record<string, string>): Promise<TestApp> => {
    const config = testConfig(env);
    const { clock } = context.t;
    const server = await buildServer({ config, database: context.database, domains: [prescriptionsServer], testPersons: [], logging: false, now: () => clock.now });
    await server.ready();
    return { ...context.t, app: server, config, close: () => server.close() };
  };
  context.setUp = async () => {
    await setUp();
    context.children = await variant({ PORTAL_BRAND: 'children' });
    context.maintenance = await variant({ MESSAGING_MAINTENANCE: 'true' });
    context.messagingOff = await variant({ FEATURES: '-customer-messaging-enabled' });
  };
  context.tearDown = async () => {
    await context.children.close();
    await context.maintenance.close();
    await context.messagingOff.close();
    await tearDown();
  };
  return context;
}
