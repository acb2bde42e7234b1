import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, POOL_SIZE, STATEMENT_TIMEOUT_MS, waitForDatabase } from './client';
import { persons } from './schema';

const migrationsFolder = path.join(__dirname, '../../drizzle');

describe('openDatabase (PGlite)', () => {
  it('migrates an empty database and answers queries', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: ':memory:' });
    try {
      await handle.migrate(migrationsFolder);
      await handle.ping();
      await handle.db.insert(persons).values({ ssn: '010101-900R', firstName: 'A', lastName: 'B', birthDate: '2001-01-01' });
      expect(await handle.db.select({ id: persons.id }).from(persons)).toEqual([{ id: 1 }]);
    } finally {
      await handle.close();
    }
  });
});

describe('openDatabase (PostgreSQL)', () => {
  const serverUrl = () => {
    const url = process.env['TEST_POSTGRES_URL'];
    if (!url) throw new Error('TEST_POSTGRES_URL is not set: the Jest global setup starts a server');
    return url;
  };

  it('ends a statement that runs past the statement time limit, and keeps the limit at ten seconds by default', async () => {
    const quick = await openDatabase({ kind: 'postgres', url: serverUrl(), statementTimeoutMs: 100 });
    const normal = await openDatabase({ kind: 'postgres', url: serverUrl() });
    try {
      const limitOf = async (handle: typeof quick) => ((await handle.db.execute(sql`show statement_timeout`)) as unknown as { rows: Array<{ statement_timeout: string }> }).rows[0]?.statement_timeout;
      expect(await limitOf(quick)).toBe('100ms');
      expect(await limitOf(normal)).toBe(`${STATEMENT_TIMEOUT_MS / 1000}s`);
      // The run with the clock 400 days ahead starts PostgreSQL under libfaketime, whose shifted
      // clock keeps the server's statement timer from firing: there the setting is what can be
      // checked. Everywhere else the server ends the statement.
      if (!process.env['LD_PRELOAD']?.includes('faketime')) {
        await expect(quick.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({ cause: { code: '57014' } });
      }
    } finally {
      await Promise.all([quick.close(), normal.close()]);
    }
  });

  it('answers readiness on its own connection while every pooled one is busy and requests queue', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: serverUrl() });
    try {
      // A drizzle query runs once it is awaited: Promise.resolve starts each now.
      const busy = Array.from({ length: POOL_SIZE + 5 }, () => Promise.resolve(handle.db.execute(sql`select pg_sleep(1)`)));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(handle.waitingForConnection()).toBe(5);
      // In the pool's queue the ping would come after the first statements end; on its own connection it comes first.
      const first = await Promise.race([handle.ping().then(() => 'ping'), ...busy.map((query) => query.then(() => 'statement'))]);
      expect(first).toBe('ping');
      await Promise.all(busy);
      expect(handle.waitingForConnection()).toBe(0);
    } finally {
      await handle.close();
    }
  });

  it('lets one process at a time do its start-up work under the advisory lock', async () => {
    const first = await openDatabase({ kind: 'postgres', url: serverUrl() });
    const second = await openDatabase({ kind: 'postgres', url: serverUrl() });
    try {
      const order: string[] = [];
      // b asks for the lock only once a holds it, and a lets go only once a request for an advisory
      // lock is seen waiting: the order below then comes from the lock, not from timers, on a
      // machine of any speed (a 50 ms head start for a was not enough under a full CI load).
      let aHolds!: () => void;
      const aHoldsLock = new Promise<void>((resolve) => {
        aHolds = resolve;
      });
      const lockWaitedFor = async () => {
        for (;;) {
          const [row] = await first.db
            .select({ waiting: sql<number>`count(*)::int` })
            .from(sql`pg_locks`)
            .where(sql`locktype = 'advisory' and not granted`);
          if ((row?.waiting ?? 0) > 0) return;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      const a = first.withStartupLock(async () => {
        order.push('a starts');
        aHolds();
        await lockWaitedFor();
        order.push('a ends');
      });
      await aHoldsLock;
      const b = second.withStartupLock(async () => {
        order.push('b starts');
        order.push('b ends');
      });
      await Promise.all([a, b]);
      expect(order).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('waitForDatabase', () => {
  const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

  it('tries again with a doubling delay and a line each time, until the database answers', async () => {
    let failures = 3;
    const lines: string[] = [];
    const slept: number[] = [];
    const ping = async () => {
      if (failures-- > 0) throw unreachable;
    };
    await waitForDatabase({ ping }, { timeoutMs: 60_000, log: (line) => lines.push(line), sleep: async (ms) => void slept.push(ms) });
    expect(slept).toEqual([500, 1000, 2000]);
    expect(lines).toEqual([
      'Database not reachable yet (ECONNREFUSED); trying again in 0.5 s',
      'Database not reachable yet (ECONNREFUSED); trying again in 1 s',
      'Database not reachable yet (ECONNREFUSED); trying again in 2 s',
      'Database reachable after 4 attempts',
    ]);
  });

  it('gives up with the last error once the time is up', async () => {
    let clock = 0;
    const ping = async () => {
      throw unreachable;
    };
    await expect(
      waitForDatabase({ ping }, { timeoutMs: 5_000, log: () => undefined, now: () => clock, sleep: async (ms) => void (clock += ms) }),
    ).rejects.toBe(unreachable);
    expect(clock).toBeLessThanOrEqual(5_000);
  });
});
