import { sql } from 'drizzle-orm';
import type { Database } from '../lib/client';
import type { JobData, JobQueueName } from '../lib/job-queue';

/** A job as it lies in the queue's table, for tests of the change that wrote it. */
export interface StoredJob<Q extends JobQueueName> {
  data: JobData[Q];
  startAfter: Date;
  state: string;
}

/** The queue's jobs, oldest first (pg-boss's table in the `pgboss` schema). */
export async function queuedJobs<Q extends JobQueueName>(db: Database, queue: Q): Promise<StoredJob<Q>[]> {
  const result = await db.execute(sql`select data, start_after, state from pgboss.job where name = ${queue} order by created_on, id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { data: JobData[Q]; start_after: Date | string; state: string }[];
  return rows.map((row) => ({ data: row.data, startAfter: new Date(row.start_after), state: row.state }));
}

/** Empties every queue (before each test of a describe block that writes jobs). */
export async function clearQueuedJobs(db: Database): Promise<void> {
  await db.execute(sql`delete from pgboss.job`);
}

/**
 * The database's own clock: the queue compares its jobs' start times with it, while Jest's Date is
 * the tests' fixed clock. A test of the queue's work sets its app's clock to this.
 */
export async function databaseNow(db: Database): Promise<Date> {
  const result = await db.execute(sql`select now() as now`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { now: Date | string }[];
  return new Date(rows[0]?.now ?? Number.NaN);
}

/** Polls until `done` holds, for work the queue's workers do on their own time. */
export async function eventually(done: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
