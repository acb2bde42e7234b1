import { SEARCH_PAGE_SIZE } from '@portal/shared/contracts';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appointments } from '../../db/schema';
import type { CatalogueCache, SearchRecord } from './catalogue';
import { recordOf, searchColumns } from './catalogue';
import type { SearchScope } from './conditions';
import { calendarCondition, searchCondition } from './conditions';

/**
 * One page of free times, soonest first: a single query on appointments, joined with the
 * cached catalogue (see catalogue.ts for why). A time whose reference row is newer than the
 * cache reloads it once.
 */
export async function searchAppointments(db: Database, cache: CatalogueCache, scope: Omit<SearchScope, 'catalogue'>): Promise<SearchRecord[]> {
  const catalogue = await cache.get();
  const rows = await db
    .select(searchColumns)
    .from(appointments)
    .where(searchCondition({ ...scope, catalogue }))
    .orderBy(asc(appointments.startDate), asc(appointments.id))
    .limit(SEARCH_PAGE_SIZE)
    .offset(scope.query.offset);
  const records = rows.map((row) => recordOf(catalogue, row));
  if (records.every((record) => record !== undefined)) return records;
  const fresh = await cache.get({ fresh: true });
  return rows.flatMap((row) => recordOf(fresh, row) ?? []);
}

/** Helsinki days of the window with at least one free time, in order. */
export async function availableDates(db: Database, cache: CatalogueCache, scope: Omit<SearchScope, 'catalogue'>): Promise<string[]> {
  const catalogue = await cache.get();
  const day = sql<string>`to_char(${appointments.startDate} at time zone 'Europe/Helsinki', 'YYYY-MM-DD')`;
  const rows = await db.selectDistinct({ day }).from(appointments).where(calendarCondition({ ...scope, catalogue })).orderBy(day);
  return rows.map((row) => row.day);
}
