import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import { type DatabaseHandle, openDatabase } from '../lib/client';

export const migrationsFolder = path.join(__dirname, '../../drizzle');

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A new, empty, migrated database; `close()` throws it away. */
  open(): Promise<DatabaseHandle>;
}

/** Both drivers, for `describe.each(testDatabases)('... on $name', ({ open }) => ...)`. */
export const testDatabases: TestDatabase[] = [
  { name: 'pglite', open: async () => migrated(await openDatabase({ kind: 'pglite', dataDir: ':memory:' })) },
  { name: 'postgres', open: openPostgres },
];

async function migrated(handle: DatabaseHandle): Promise<DatabaseHandle> {
  try {
    await handle.migrate(migrationsFolder);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** A database of its own on the run's shared server, so test files can run in parallel. */
async function openPostgres(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) {
    throw new Error('TEST_POSTGRES_URL is not set: run the tests with `npx nx test api`, whose Jest global setup starts a server');
  }
  const name = `test_${randomBytes(8).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name}`);
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name) });
  return migrated({
    ...handle,
    close: async () => {
      try {
        await handle.close();
      } finally {
        await runOnServer(serverUrl, `drop database ${name} with (force)`);
      }
    },
  });
}

async function runOnServer(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The same connection string with another database. Not done with `URL`: a unix-socket string
 * (`postgresql://user@/postgres?host=/tmp/dir`) has an empty host, which `URL` rejects.
 */
export function withDatabase(url: string, database: string): string {
  return url.replace(/^([a-z]+:\/\/[^/?#]*)(\/[^?#]*)?/i, `$1/${database}`);
}
