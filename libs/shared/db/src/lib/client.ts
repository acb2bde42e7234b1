import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import { Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver's database: the queries are the same, only the connection differs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * A data folder, or ':memory:' for tests; `loadDataDir` starts it from a dump of another one
   * (`dumpDataDir`) instead of an empty cluster.
   */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Runs the migrations in `migrationsFolder` (drizzle-kit's output). */
  migrate(migrationsFolder: string): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tar archive, which `loadDataDir` starts a database from. */
  dumpDataDir?(): Promise<Blob>;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 5000,
      // The booking search runs as named prepared statements (booking/search/queries.ts). Their
      // parameters decide the plan: a generic plan reads every free time in start order for a
      // filter that matches few and took the search from 1 ms to over 10 ms under load, so
      // each execution is planned for its own values; the parse is still saved.
      // The portal's data is small enough to stay in memory, where a random read costs about
      // what a sequential one does; at the default of 4 the planner preferred walking the
      // start-order index over reading a clinic's few matching times (7 ms against 0.7 ms).
      options: '-c plan_cache_mode=force_custom_plan -c random_page_cost=1.1',
    });
    // An idle client's error (the server restarting) must not crash the process; the next
    // query reports it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  if (target.dataDir !== ':memory:') mkdirSync(target.dataDir, { recursive: true });
  const loaded = target.loadDataDir ? { loadDataDir: target.loadDataDir } : {};
  const client = target.dataDir === ':memory:' ? new PGlite(loaded) : new PGlite(target.dataDir, loaded);
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      if (client.closed) throw new Error('The embedded database is closed');
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
