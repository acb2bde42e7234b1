import type { DatabaseHandle } from '@portal/shared/db';
import { appointments, patients, practitioners, rateLimitCounters } from '@portal/shared/db';
import { catalogueBatches, rateId } from '@portal/shared/db/seed';
import { clearQueuedJobs } from '@portal/shared/db/testing';
import { TEST_NOW } from '@portal/shared/util/testing';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import type { DomainPlugin } from '../lib/domain-plugin';
import { createSessionStore } from '../lib/sessions/session-store';
import type { TestApp } from './test-app';
import { createTestApp, testOrigin } from './test-app';

/** Clinics, practitioners, kinds and prices of the demo catalogue, for appointments to point at. */
export async function insertCatalogue(database: DatabaseHandle): Promise<void> {
  for (const b of catalogueBatches()) await b.insert(database.db);
}

/** A practitioner's name as the catalogue has it. */
export async function practitionerName(database: DatabaseHandle, id: number): Promise<string> {
  const [row] = await database.db.select({ name: practitioners.name }).from(practitioners).where(eq(practitioners.id, id));
  if (!row) throw new Error(`No practitioner ${id}`);
  return row.name;
}

export type AppointmentInsert = typeof appointments.$inferInsert;

/** A free time of practitioner 1 (a general practitioner) at Kamppi, 20 minutes, private, occupational and insurance. */
export function appointmentRow(values: Partial<AppointmentInsert> & { startDate: Date }): AppointmentInsert {
  return {
    organisationId: 'general',
    clinicId: 'HKA',
    practitionerId: 1,
    specialtyId: 'YL',
    kindId: 'VO',
    practitionerRateId: rateId.inPerson(1),
    durationMinutes: 20,
    locationType: 'PhysicalLocation',
    isRemote: false,
    healthCareTypes: ['private', 'occupational', 'insurance'],
    ...values,
  };
}

/** A reserved appointment of practitioner 1 at Kamppi for every customer type, reserved a week before. */
export async function insertAppointment(database: DatabaseHandle, values: Partial<AppointmentInsert> & { startDate: Date }): Promise<number> {
  const [row] = await database.db
    .insert(appointments)
    .values(
      appointmentRow({
        healthCareTypes: ['private', 'occupational', 'insurance', 'kela65'],
        roomLocation: '2. krs, huone 214',
        reservedAt: new Date(values.startDate.getTime() - 7 * 86_400_000),
        ...values,
      }),
    )
    .returning({ id: appointments.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

export interface TestSession {
  cookie: string;
  csrfToken: string;
}

/** A session straight from the store: quicker than walking the sign-in, which has tests of its own. */
export async function sessionFor(t: TestApp, personId: number, actingForId: number | null = null): Promise<TestSession> {
  const store = createSessionStore(t.database.db, t.config.session, () => t.clock.now);
  const { token, session } = await store.create({ personId, actingForId, sessionScope: 'default', lang: 'en', identificationMethod: 'nordea' });
  return { cookie: `portal_session=${token}`, csrfToken: session.csrfToken };
}

export interface CallOptions {
  session?: TestSession;
  /** False leaves the csrf token out of a state change. */
  csrf?: boolean;
  body?: unknown;
  ip?: string;
  /** Another Origin header for a state change, to see it refused. */
  origin?: string;
  /** The `Idempotency-Key` header the portal sends with a state change (and again with its retry). */
  idempotencyKey?: string;
}

/** A request as the portal makes it: same origin, the session cookie, the csrf token in the query. */
export function call(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const changesState = method !== 'GET';
  const target = new URL(url, testOrigin);
  if (changesState && options.session && options.csrf !== false) target.searchParams.set('csrfToken', options.session.csrfToken);
  return t.app.inject({
    method,
    url: `${target.pathname}${target.search}`,
    headers: {
      ...(changesState ? { origin: options.origin ?? testOrigin } : {}),
      ...(options.session ? { cookie: options.session.cookie } : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    // The client's address as the socket has it: no proxy is trusted by default (TRUST_PROXY).
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;

/** The instant the server tests run at: the tests' clock (a Monday noon in Helsinki). */
export const NOW = TEST_NOW;

/** One domain's server on a database of its own, for a describe block: setUp, tearDown, reset. */
export interface DomainTestApp {
  t: TestApp;
  database: DatabaseHandle;
  /** For beforeAll: the database, what `prepare` puts in it, then the app. */
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  /** For beforeEach: the clock at NOW, the `clear` tables emptied in order, then `reset`. */
  reset(): Promise<void>;
}

export interface DomainTestAppOptions {
  domains: readonly DomainPlugin[];
  env?: Record<string, string>;
  logging?: NodeJS.WritableStream;
  /** What the tests need in the database before the app starts (`insertCatalogue`, for one). */
  prepare?: (database: DatabaseHandle) => Promise<void>;
  /** Tables emptied before each test, in this order (children before the rows they point at). */
  clear?: readonly PgTable[];
  /** What else goes back before each test, after the tables are emptied. */
  reset?: (t: TestApp) => Promise<void>;
  /** Works the job queue in the app (createTestApp's jobWorkers). */
  jobWorkers?: boolean;
}

export function domainTestApp(open: () => Promise<DatabaseHandle>, options: DomainTestAppOptions): DomainTestApp {
  const context: DomainTestApp = {
    t: undefined as unknown as TestApp,
    database: undefined as unknown as DatabaseHandle,
    setUp: async () => {
      context.database = await open();
      await options.prepare?.(context.database);
      context.t = await createTestApp({
        database: context.database,
        domains: options.domains,
        ...(options.env ? { env: options.env } : {}),
        ...(options.logging ? { logging: options.logging } : {}),
        ...(options.jobWorkers ? { jobWorkers: true } : {}),
      });
    },
    tearDown: () => context.t.close(),
    reset: async () => {
      context.t.clock.now = NOW;
      for (const table of options.clear ?? []) await context.database.db.delete(table);
      await options.reset?.(context.t);
    },
  };
  return context;
}

export type AppointmentTestApp = DomainTestApp;

/**
 * The app with the given domains on a database of its own with the demo catalogue and the fixture
 * persons; before each test no appointments or counters, consent given as an adult.
 */
export function appointmentTestApp(open: () => Promise<DatabaseHandle>, domains: readonly DomainPlugin[], env?: Record<string, string>): AppointmentTestApp {
  return domainTestApp(open, {
    domains,
    ...(env ? { env } : {}),
    prepare: insertCatalogue,
    clear: [appointments, rateLimitCounters],
    reset: async (t) => {
      // The reservations' and cancellations' notices of the test before.
      await clearQueuedJobs(t.database.db);
      await t.database.db.update(patients).set({ patientDataConsentFormUpdated: new Date('2024-01-10T10:00:00Z') });
    },
  });
}
