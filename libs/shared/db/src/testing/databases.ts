import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { type DatabaseHandle, openDatabase } from '../lib/client';

export const migrationsFolder = path.join(__dirname, '../../drizzle');

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A new, empty, migrated database; `close()` throws it away. */
  open(): Promise<DatabaseHandle>;
}

const bothDatabases: TestDatabase[] = [
  { name: 'pglite', open: openPglite },
  { name: 'postgres', open: openPostgres },
];

/**
 * Both drivers, for `describe.each(testDatabases)('... on $name', ({ open }) => ...)`, or the one
 * `TEST_DATABASES` names. CI (tools/ci/test-all.sh) runs the tests once with `pglite` and once,
 * with the clock moved ahead, with `postgres`: each test meets both drivers and both clocks, once
 * each (decisions 0044 and 0051).
 */
export const testDatabases: TestDatabase[] = selectedDatabases(process.env['TEST_DATABASES']);

/**
 * PostgreSQL whatever `TEST_DATABASES` says, for the tests that only a server can answer (several
 * connections racing, several processes on one database): they run in both of CI's runs.
 */
export const serverDatabases: TestDatabase[] = bothDatabases.filter((database) => database.name === 'postgres');

export function selectedDatabases(setting: string | undefined): TestDatabase[] {
  if (setting === undefined || setting.trim() === '') return bothDatabases;
  const names = setting.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !bothDatabases.some((database) => database.name === name));
  if (unknown.length > 0) throw new Error(`TEST_DATABASES names no test database: ${unknown.join(', ')} (pglite, postgres)`);
  return bothDatabases.filter((database) => names.includes(database.name));
}

/**
 * A new in-memory PGlite database, migrated. PGlite starts an empty cluster with initdb, about
 * 3.5 s on this machine, while the migrations take about 0.3 s; a cluster restored from a dump
 * takes about 1.2 s. So the first open anywhere migrates one database and dumps it to the
 * system's temp folder, named by the migrations' and PGlite's contents, and every open after it,
 * in any test file or project, starts from that dump.
 */
export async function openPglite(): Promise<DatabaseHandle> {
  const snapshot = await migratedSnapshot();
  return openDatabase({ kind: 'pglite', dataDir: ':memory:', loadDataDir: snapshot });
}

let snapshotInFile: Promise<Blob> | undefined;

function migratedSnapshot(): Promise<Blob> {
  snapshotInFile ??= readOrMakeSnapshot();
  return snapshotInFile;
}

async function readOrMakeSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `portal-pglite-migrated-${snapshotKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const handle = await migrated(await openDatabase({ kind: 'pglite', dataDir: ':memory:' }));
  try {
    if (!handle.dumpDataDir) throw new Error('A PGlite handle dumps its data folder');
    const dump = await handle.dumpDataDir();
    // Written aside and renamed: test processes starting at once never read half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await handle.close();
  }
}

/** What the migrated cluster depends on: every migration file, PGlite's version and pg-boss's. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  for (const folder of [migrationsFolder, path.join(migrationsFolder, 'meta')]) {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(file));
    }
  }
  // The package's own package.json, beside its dist folder (its exports do not name it).
  const pglitePackage = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  hash.update(readFileSync(pglitePackage));
  // The migrations also install the job queue's tables, which its version decides.
  hash.update(readFileSync(path.join(path.dirname(require.resolve('pg-boss')), '..', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

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
