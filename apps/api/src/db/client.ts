import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
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
  /** A data folder, or ':memory:' for tests. */
  | { kind: 'pglite'; dataDir: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Runs the migrations in `migrationsFolder` (drizzle-kit's output). */
  migrate(migrationsFolder: string): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5000 });
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
  const client = target.dataDir === ':memory:' ? new PGlite() : new PGlite(target.dataDir);
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
  };
}
