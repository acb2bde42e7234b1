import type { DatabaseHandle } from '@portal/shared/db';
import { openDatabase, waitForDatabase } from '@portal/shared/db';
import {
  demoAnonymousLinksTable,
  demoPersons,
  demoPersonsTable,
  describeRollForward,
  hasDemoData,
  rollDemoDataForward,
  seedDemoData,
} from '@portal/shared/db/seed';
import type { ApiConfig } from '@portal/shared/server';
import { buildServer, ConfigError, configPartsOf, loadConfig, loggableError } from '@portal/shared/server';
import { helsinkiDateString } from '@portal/shared/util';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { domains } from './app';
import type { Telemetry } from './telemetry/telemetry';

const here = path.dirname(fileURLToPath(import.meta.url));

/** drizzle-kit's migrations: beside the bundle in dist, or in libs/shared/db/drizzle when run from source. */
function migrationsFolder(): string {
  const candidates = [path.join(here, 'drizzle'), path.join(here, '../../../libs/shared/db/drizzle')];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations in ${candidates.join(' or ')}`);
  return found;
}

/** How long a start waits for a PostgreSQL server that is not reachable yet. */
const DATABASE_WAIT_MS = 120_000;
/**
 * How long a stop waits for the requests under way (each ends within the request and statement
 * limits) before it ends the process anyway. A balancer's deregistration usually waits 30 s.
 */
const SHUTDOWN_GRACE_MS = 25_000;

/** The migrations, then the demo data when configured: written on a first start, rolled forward on a later one. */
async function prepareDatabase(database: DatabaseHandle, config: ApiConfig): Promise<void> {
  await database.migrate(migrationsFolder());

  if (config.seedDemoData) {
    const seedStarted = performance.now();
    const now = new Date();
    const today = helsinkiDateString(now);
    const slots = process.env['SEED_SLOTS'] === 'sample' ? 'sample' : 'full';
    if (await hasDemoData(database.db)) {
      // A database kept from an earlier start: its stories that need a future are made current for today.
      try {
        const summary = await rollDemoDataForward(database.db, { today, now, slots });
        console.log(`${describeRollForward(today, summary)} (${Math.round(performance.now() - seedStarted)} ms)`);
      } catch (error) {
        // One transaction: nothing was changed, and the API starts with the data as it was.
        console.error('Demo data could not be rolled forward (nothing was changed):', loggableError(error));
      }
    } else {
      const summary = await seedDemoData(database.db, { today, now, slots });
      const rows = Object.values(summary).reduce((sum, count) => sum + count, 0);
      console.log(`Demo data for ${today}: ${rows} rows in ${Math.round(performance.now() - seedStarted)} ms`);
    }
  }
}

async function start(telemetry: Telemetry | null): Promise<void> {
  const started = performance.now();
  const config = loadConfig(process.env, { dataDir: path.resolve('.data', `pglite-${process.env['PORTAL_BRAND'] ?? 'general'}`) }, configPartsOf(domains));
  const database = await openDatabase(config.database);
  await waitForDatabase(database, { timeoutMs: DATABASE_WAIT_MS, log: (line) => console.log(line) });
  // Of processes starting together one at a time migrates and writes the demo data.
  await database.withStartupLock(() => prepareDatabase(database, config));

  const app = await buildServer({ config, database, domains, purgeSchedule: true, jobWorkers: true, testPersons: config.oidc.bundledIdp ? demoPersons : [] });
  await app.listen({ host: config.host, port: config.port });
  const coldStart = Math.round(performance.now() - started);

  const database_ = config.database.kind === 'pglite' ? `embedded PGlite in ${config.database.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(
    [
      '',
      `API for the ${config.brand} brand (${config.environment}) on http://${config.host}:${config.port}, ready in ${coldStart} ms`,
      `Database: ${database_}`,
      `Open the portal at ${config.publicOrigin}`,
      ...(config.oidc.bundledIdp
        ? [
            '',
            'Test persons for the development identity provider:',
            ...demoPersonsTable().map((line) => `  ${line}`),
            '',
            'Anonymous appointment links (they start 20 to 30 minutes after the start that made them; a start after that makes new ones):',
            ...demoAnonymousLinksTable(config.publicOrigin).map((line) => `  ${line}`),
          ]
        : []),
      '',
    ].join('\n'),
  );

  // A stop drains: new connections are refused, requests on kept-alive ones get 503, idle ones
  // close, and the requests under way finish. Past SHUTDOWN_GRACE_MS, or on a second signal, the
  // process ends at once.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: finishing the requests under way (at most ${SHUTDOWN_GRACE_MS / 1000} s)`);
    const deadline = setTimeout(() => {
      console.error(`Requests still under way after ${SHUTDOWN_GRACE_MS / 1000} s: stopping anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    await app.close();
    await database.close();
    // The last requests' spans and the last metrics, before the process ends.
    await telemetry?.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Starts the API: the database, its migrations and demo data, the server; a stop drains it. */
export function serve(telemetry: Telemetry | null): void {
  start(telemetry).catch((error: unknown) => {
    // Configuration errors list the bad variables; anything else is a start-up failure, printed
    // without its message's values (a failed migration or seed can quote a row).
    console.error(error instanceof ConfigError ? error.message : loggableError(error));
    process.exit(1);
  });
}
