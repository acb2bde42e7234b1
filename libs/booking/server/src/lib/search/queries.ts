import { SEARCH_PAGE_SIZE } from '@portal/booking/contracts';
import type { Database } from '@portal/shared/db';
import { appointments } from '@portal/shared/db';
import { asc, sql } from 'drizzle-orm';
import type { CatalogueCache, SearchRecord } from './catalogue';
import { recordOf, searchColumns } from './catalogue';
import type { SearchScope, SearchShape } from './conditions';
import { searchCondition, searchParameters, shapeKey, shapeOf } from './conditions';

const helsinkiDay = sql<string>`to_char(${appointments.startDate} at time zone 'Europe/Helsinki', 'YYYY-MM-DD')`;

function prepareList(db: Database, shape: SearchShape) {
  return db
    .select(searchColumns)
    .from(appointments)
    .where(searchCondition(shape))
    .orderBy(asc(appointments.startDate), asc(appointments.id))
    .limit(SEARCH_PAGE_SIZE)
    .offset(sql.placeholder('offset'))
    .prepare(`booking_search_${shapeKey(shape)}`);
}

function prepareCalendar(db: Database, shape: SearchShape) {
  return db
    .selectDistinct({ day: helsinkiDay })
    .from(appointments)
    .where(searchCondition(shape))
    .orderBy(helsinkiDay)
    .prepare(`booking_calendar_${shapeKey(shape)}`);
}

export interface SearchStatements {
  list(shape: SearchShape): ReturnType<typeof prepareList>;
  calendar(shape: SearchShape): ReturnType<typeof prepareCalendar>;
}

/** `make` remembered per shape key. */
function perShape<T>(make: (shape: SearchShape) => T): (shape: SearchShape) => T {
  const made = new Map<string, T>();
  return (shape) => {
    const key = shapeKey(shape);
    const known = made.get(key);
    if (known !== undefined) return known;
    const value = make(shape);
    made.set(key, value);
    return value;
  };
}

/** The prepared statements of one database, made when a shape is first searched (216 shapes at most). */
export function searchStatements(db: Database): SearchStatements {
  return {
    list: perShape((shape) => prepareList(db, shape)),
    calendar: perShape((shape) => prepareCalendar(db, shape)),
  };
}

export interface SearchContext {
  statements: SearchStatements;
  cache: CatalogueCache;
}

/**
 * One page of free times, soonest first: a single query on appointments, joined with the
 * cached catalogue (see catalogue.ts for why). A time whose reference row is newer than the
 * cache reloads it once.
 */
export async function searchAppointments({ statements, cache }: SearchContext, scope: Omit<SearchScope, 'catalogue'>): Promise<SearchRecord[]> {
  const catalogue = await cache.get();
  const parameters = searchParameters({ ...scope, catalogue }, 'list');
  const rows = await statements.list(shapeOf(scope.query, parameters)).execute({ ...parameters, offset: scope.query.offset });
  const records = rows.map((row) => recordOf(catalogue, row));
  if (records.every((record) => record !== undefined)) return records;
  const fresh = await cache.get({ fresh: true });
  return rows.flatMap((row) => recordOf(fresh, row) ?? []);
}

/** Helsinki days of the window with at least one free time, in order. */
export async function availableDates({ statements, cache }: SearchContext, scope: Omit<SearchScope, 'catalogue'>): Promise<string[]> {
  const catalogue = await cache.get();
  const parameters = searchParameters({ ...scope, catalogue }, 'calendar');
  const rows = await statements.calendar(shapeOf(scope.query, parameters)).execute({ ...parameters });
  return rows.map((row) => row.day);
}
