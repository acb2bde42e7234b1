import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import { Client, Pool } from 'pg';
import { fromPglite } from 'pg-boss';
import type { QueueDatabase } from './job-queue';
import { installJobQueue } from './job-queue';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver's database: the queries are the same, only the connection differs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The longest one SQL statement may run on PostgreSQL. The portal's queries take milliseconds; a
 * statement still running after this is stuck (a lock, a bad plan) and would hold a pooled
 * connection that other requests wait for. The portal gives up on a call after 15 s.
 */
export const STATEMENT_TIMEOUT_MS = 10_000;
/** Connections of the request pool; the readiness check has one more of its own. */
export const POOL_SIZE = 10;
/** How long a request waits for a pooled connection before it fails (503). */
export const POOL_WAIT_MS = 5_000;
/** Ties the migrations and the demo data of processes starting at once to one at a time. */
const STARTUP_LOCK_KEY = 4_711_001;

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /** STATEMENT_TIMEOUT_MS unless a test asks for less. */
      statementTimeoutMs?: number;
    }
  /**
   * A data folder, or ':memory:' for tests; `loadDataDir` starts it from a dump of another one
   * (`dumpDataDir`) instead of an empty cluster.
   */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Runs the migrations in `migrationsFolder` (drizzle-kit's output), then installs the job queue's tables (job-queue.ts). */
  migrate(migrationsFolder: string): Promise<void>;
  /** How the job queue (job-queue.ts) reaches this database. */
  queueDatabase: QueueDatabase;
  /**
   * Throws when the database does not answer. On PostgreSQL it has a connection of its own, so
   * readiness answers even while every pooled connection is busy and requests queue for them.
   */
  ping(): Promise<void>;
  /** Requests waiting for a pooled connection now (0 on the embedded database): how far behind it is. */
  waitingForConnection(): number;
  /**
   * Runs `work` holding a PostgreSQL advisory lock, so that of processes starting together one at a
   * time migrates and writes the demo data (the embedded database has one process anyway).
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tar archive, which `loadDataDir` starts a database from. */
  dumpDataDir?(): Promise<Blob>;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const statementTimeout = target.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
    const pool = new Pool({
      connectionString: target.url,
      max: POOL_SIZE,
      connectionTimeoutMillis: POOL_WAIT_MS,
      // The booking search runs as named prepared statements (booking/search/queries.ts). Their
      // parameters decide the plan: a generic plan reads every free time in start order for a
      // filter that matches few and took the search from 1 ms to over 10 ms under load, so
      // each execution is planned for its own values; the parse is still saved.
      // The portal's data is small enough to stay in memory, where a random read costs about
      // what a sequential one does; at the default of 4 the planner preferred walking the
      // start-order index over reading a clinic's few matching times (7 ms against 0.7 ms).
      // No statement runs longer than STATEMENT_TIMEOUT_MS, and a transaction left open by a
      // stalled request is ended after a minute.
      options: `-c plan_cache_mode=force_custom_plan -c random_page_cost=1.1 -c statement_timeout=${statementTimeout} -c idle_in_transaction_session_timeout=60000`,
    });
    // Readiness's own connection: never queued behind requests, and quick to give up.
    const health = new Pool({ connectionString: target.url, max: 1, connectionTimeoutMillis: 1_000, options: '-c statement_timeout=1000' });
    // An idle client's error (the server restarting) must not crash the process; the next
    // query reports it.
    pool.on('error', () => undefined);
    health.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    const queueDatabase: QueueDatabase = { backend: 'postgres', connectionString: target.url };
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      queueDatabase,
      migrate: async (migrationsFolder) => {
        await migratePg(db, { migrationsFolder });
        await installJobQueue(queueDatabase);
      },
      ping: async () => {
        await health.query('select 1');
      },
      waitingForConnection: () => pool.waitingCount,
      withStartupLock: async (work) => {
        // A session lock on a connection of its own, outside the pool, so the work may use every pooled one.
        const client = new Client({ connectionString: target.url });
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await work();
        } finally {
          await client.end();
        }
      },
      close: async () => {
        await Promise.all([pool.end(), health.end()]);
      },
    };
  }
  if (target.dataDir !== ':memory:') mkdirSync(target.dataDir, { recursive: true });
  const loaded = target.loadDataDir ? { loadDataDir: target.loadDataDir } : {};
  const client = target.dataDir === ':memory:' ? new PGlite(loaded) : new PGlite(target.dataDir, loaded);
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  const queueDatabase: QueueDatabase = { backend: 'pglite', db: fromPglite(client) };
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    queueDatabase,
    migrate: async (migrationsFolder) => {
      await migratePglite(db, { migrationsFolder });
      await installJobQueue(queueDatabase);
    },
    ping: async () => {
      if (client.closed) throw new Error('The embedded database is closed');
      await db.execute(sql`select 1`);
    },
    waitingForConnection: () => 0,
    withStartupLock: (work) => work(),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * Waits until the database answers: at start, a PostgreSQL server may not be reachable yet (it is
 * starting beside the API, or the network is not up). Tries again with a doubling delay (up to
 * 10 s) and says so in one line each time, until `timeoutMs` has passed; then the last error.
 */
export async function waitForDatabase(
  handle: Pick<DatabaseHandle, 'ping'>,
  options: { timeoutMs: number; log: (line: string) => void; firstDelayMs?: number; now?: () => number; sleep?: (ms: number) => Promise<void> },
): Promise<void> {
  const now = options.now ?? (() => Date.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const deadline = now() + options.timeoutMs;
  let delay = options.firstDelayMs ?? 500;
  for (let attempt = 1; ; attempt++) {
    try {
      await handle.ping();
      if (attempt > 1) options.log(`Database reachable after ${attempt} attempts`);
      return;
    } catch (error) {
      const reason = (error as { code?: unknown }).code ?? (error instanceof Error ? error.name : 'error');
      if (now() + delay > deadline) throw error;
      options.log(`Database not reachable yet (${String(reason)}); trying again in ${Math.round(delay / 100) / 10} s`);
      await sleep(delay);
      delay = Math.min(delay * 2, 10_000);
    }
  }
}
