import type { DatabaseHandle } from '@portal/shared/db';
import { guardianships, patients, persons } from '@portal/shared/db';
import { openPglite } from '@portal/shared/db/testing';
import type { FastifyInstance } from 'fastify';
import type { OidcClient } from '../lib/auth/oidc-client';
import type { ApiConfig } from '../lib/config';
import { loadConfig } from '../lib/config';
import type { ConfigPart } from '../lib/config-part';
import type { DomainPlugin } from '../lib/domain-plugin';
import { configPartsOf } from '../lib/domain-plugin';
import { buildServer } from '../lib/server';
import { productionMandatesEnv } from './config-parts';

export const testOrigin = 'http://portal.test';

/** The production environment takes only https: origins. */
export const secureTestOrigin = 'https://portal.test';

/** What production requires of its deployment; the tests pass their own database to the app. */
const productionDeployment = { DATABASE_URL: 'postgres://portal@database.invalid/portal', TRUST_PROXY: 'false', ...productionMandatesEnv };



/** Production keeps uploads in S3; tests get a bucket that is never reached. */
export const productionStorage = { STORAGE_BACKEND: 's3', STORAGE_S3_BUCKET: 'portal-uploads-test', STORAGE_S3_REGION: 'eu-north-1' };

/**
 * Development (the bundled identity provider) unless a test asks for production; `parts` are the
 * domains' own configuration parts (configPartsOf(domains)). A production test of a domain's part
 * passes that part's variables itself (booking's insurers, mfa's productionSmsGateway, the invoices' productionPaytrail).
 */
export function testConfig(env: Record<string, string> = {}, parts: readonly ConfigPart[] = []): ApiConfig {
  const production = env['PORTAL_ENVIRONMENT'] === 'production';
  return loadConfig(
    {
      PORTAL_ENVIRONMENT: 'development',
      PUBLIC_ORIGIN: production ? secureTestOrigin : testOrigin,
      LOG_LEVEL: 'silent',
      // A test file's own work holds its event loop, not the requests (http/load.ts).
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      ...(production ? { ...productionDeployment, ...productionStorage } : {}),
      ...env,
    },
    { dataDir: ':memory:' },
    parts,
  );
}

/** Test persons with valid test identity codes (individual numbers 900-999). */
export const fixturePersons = {
  adult: { ssn: '150585-901P', firstName: 'Maija', lastName: 'Testinen', birthDate: '1985-05-15' },
  guardian: { ssn: '010180-9026', firstName: 'Ville', lastName: 'Huoltaja', birthDate: '1980-01-01' },
  child8: { ssn: '150318A9092', firstName: 'Aino', lastName: 'Huoltaja', birthDate: '2018-03-15' },
  child13: { ssn: '100513A9128', firstName: 'Eetu', lastName: 'Huoltaja', birthDate: '2013-05-10' },
  unregistered: { ssn: '020290-915M', firstName: 'Uusi', lastName: 'Asiakas', birthDate: '1990-02-02' },
} as const;

export async function insertFixturePersons(database: DatabaseHandle): Promise<Record<keyof typeof fixturePersons, number>> {
  const ids = {} as Record<keyof typeof fixturePersons, number>;
  for (const [key, person] of Object.entries(fixturePersons) as Array<[keyof typeof fixturePersons, (typeof fixturePersons)[keyof typeof fixturePersons]]>) {
    const [row] = await database.db.insert(persons).values(person).returning({ id: persons.id });
    if (!row) throw new Error('insert failed');
    ids[key] = row.id;
  }
  await database.db.insert(patients).values(
    (['adult', 'guardian', 'child8', 'child13'] as const).map((key) => ({
      personId: ids[key],
      healthCareType: key === 'adult' ? ('occupational' as const) : ('private' as const),
    })),
  );
  await database.db.insert(guardianships).values([
    { guardianId: ids.guardian, childId: ids.child8 },
    { guardianId: ids.guardian, childId: ids.child13 },
  ]);
  return ids;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: ApiConfig;
  personIds: Record<keyof typeof fixturePersons, number>;
  /** Moves the app's clock. */
  clock: { now: Date };
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    database?: DatabaseHandle;
    logging?: NodeJS.WritableStream;
    domains?: readonly DomainPlugin[];
    /** A stand-in for the identity provider's answers. */
    identification?: OidcClient;
    /** Works the job queue in the app, as the running server does (tests of what the jobs do). */
    jobWorkers?: boolean;
    /** Purges what ran out on a schedule, as the running server does. */
    purgeSchedule?: boolean;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openPglite());
  const personIds = await insertFixturePersons(database);
  const config = testConfig(options.env, configPartsOf(options.domains ?? []));
  const clock = { now: new Date() };
  const app = await buildServer({
    config,
    database,
    domains: options.domains ?? [],
    ...(options.identification ? { identification: options.identification } : {}),
    ...(options.jobWorkers ? { jobWorkers: true } : {}),
    ...(options.purgeSchedule ? { purgeSchedule: true } : {}),
    testPersons: [],
    logging: options.logging ?? false,
    now: () => clock.now,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    personIds,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
