import { type PostgresServer, startPostgresServer } from './postgres-server';

/** Jest runs global setup and teardown in one process: this is how the handle gets across. */
export type GlobalWithPostgres = typeof globalThis & { testPostgresServer?: PostgresServer };

/**
 * One throw-away PostgreSQL server for the whole run; each test makes its own database on it
 * (src/testing/databases.ts). Workers start after this and inherit TEST_POSTGRES_URL. The server
 * also stops when this process dies without teardown (see startPostgresServer).
 */
export default async function globalSetup(): Promise<void> {
  // A server given from outside (a CI service, a developer's own) is used as it is.
  if (process.env.TEST_POSTGRES_URL) return;
  const server = await startPostgresServer();
  (globalThis as GlobalWithPostgres).testPostgresServer = server;
  process.env.TEST_POSTGRES_URL = server.url;
}
