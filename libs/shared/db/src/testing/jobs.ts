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
