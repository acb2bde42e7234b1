import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Deletes the rows of `table` that `where` picks and says how many went: the shape of every purge
 * of rows that have run out (sessions, codes, counters, development mail...).
 */
export async function deleteRows(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const removed = await db.delete(table).where(where).returning({ one: sql<number>`1` });
  return removed.length;
}
