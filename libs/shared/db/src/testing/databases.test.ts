import { type SQL, sql } from 'drizzle-orm';
import os from 'node:os';
import { Client } from 'pg';
import type { DatabaseHandle } from '../lib/client';
import { persons } from '../lib/schema';
import { selectedDatabases, serverDatabases, testDatabases, withDatabase } from './databases';

/** Both drivers answer raw SQL with `{ rows }`; drizzle types that result as unknown. */
async function firstRow<Row>(handle: DatabaseHandle, query: SQL): Promise<Row | undefined> {
  const result = (await handle.db.execute(query)) as { rows: Row[] };
  return result.rows[0];
}

function openPostgres(): Promise<DatabaseHandle> {
  const [target] = serverDatabases;
  if (!target) throw new Error('serverDatabases lacks postgres');
  return target.open();
}

const person = { ssn: '010101-900R', firstName: 'Aino', lastName: 'Virtanen', birthDate: '2001-01-01' };

describe.each(testDatabases)('a test database on $name', ({ name, open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle.close());

  it('is migrated, stores a person and reads it back', async () => {
    expect(handle.kind).toBe(name);
    await handle.ping();
    const [inserted] = await handle.db.insert(persons).values(person).returning();
    expect(await handle.db.select().from(persons)).toEqual([{ ...person, id: inserted?.id, language: 'fi' }]);
  });

  it('is a new, empty one each time', async () => {
    const other = await open();
    try {
      expect(await other.db.select().from(persons)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('the PostgreSQL test database', () => {
  const serverUrl = process.env.TEST_POSTGRES_URL ?? '';
  // The global setup's own server listens on a socket in its temp folder; one given from outside may not.
  const socketDir = new URLSearchParams(serverUrl.split('?')[1]).get('host');
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPostgres();
  });
  afterAll(() => handle.close());

  it('is on a real PostgreSQL server', async () => {
    const row = await firstRow<{ version: string }>(handle, sql`select version()`);
    expect(row?.version).toMatch(/^PostgreSQL \d+/);
    expect(row?.version).not.toMatch(/emscripten|wasm/i);
  });

  (socketDir ? it : it.skip)('is on the throw-away server whose data lives in a temp folder', async () => {
    const row = await firstRow<{ dataDirectory: string }>(handle, sql`select current_setting('data_directory') as "dataDirectory"`);
    expect(socketDir?.startsWith(os.tmpdir())).toBe(true);
    expect(row?.dataDirectory).toBe(`${socketDir}/data`);
  });

  it('is dropped on close', async () => {
    const other = await openPostgres();
    const row = await firstRow<{ database: string }>(other, sql`select current_database() as database`);
    await other.close();
    expect(row?.database).toMatch(/^test_[0-9a-f]{16}$/);
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [row?.database]);
      expect(found.rowCount).toBe(0);
    } finally {
      await client.end();
    }
  });
});

describe('withDatabase', () => {
  it('swaps the database of socket and TCP connection strings alike', () => {
    expect(withDatabase('postgresql://postgres@/postgres?host=%2Ftmp%2Fx&port=5432', 'test_1')).toBe(
      'postgresql://postgres@/test_1?host=%2Ftmp%2Fx&port=5432',
    );
    expect(withDatabase('postgres://u:p@db:5432/app?sslmode=require', 'test_1')).toBe('postgres://u:p@db:5432/test_1?sslmode=require');
    expect(withDatabase('postgres://db', 'test_1')).toBe('postgres://db/test_1');
  });
});

describe('TEST_DATABASES', () => {
  it('gives both drivers when unset or empty, and only those it names otherwise', () => {
    expect(selectedDatabases(undefined).map((database) => database.name)).toEqual(['pglite', 'postgres']);
    expect(selectedDatabases(' ').map((database) => database.name)).toEqual(['pglite', 'postgres']);
    expect(selectedDatabases('postgres').map((database) => database.name)).toEqual(['postgres']);
    expect(selectedDatabases('postgres, pglite').map((database) => database.name)).toEqual(['pglite', 'postgres']);
  });

  it('refuses a name it does not know, rather than testing nothing', () => {
    expect(() => selectedDatabases('postgress')).toThrow('TEST_DATABASES names no test database: postgress');
  });
});

