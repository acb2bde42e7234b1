import type { AppointmentSearchQuery } from '@portal/booking/contracts';
import { REMOTE_CLINIC_IDS, searchEnd, searchWindow, startHoursOf } from '@portal/booking/contracts';
import { appointments } from '@portal/shared/db';
import type { Brand } from '@portal/shared/server';
import { helsinkiDateString, VIDEO_KIND_ID, Y65V_KIND_ID } from '@portal/shared/util';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { and, isNull, not, or, sql } from 'drizzle-orm';
import type { Catalogue } from './catalogue';
import { brandClinicIds, expandClinicIds } from './catalogue';

/** What narrows a search, apart from paging: the query, the served brand, the clock and the places. */
export interface SearchScope {
  query: AppointmentSearchQuery;
  brand: Brand;
  now: Date;
  catalogue: Catalogue;
}

/** How many values a list filter has: none (no condition), one (equality) or many (`= any`). */
export type ListFilter = 'none' | 'one' | 'many';

/**
 * The parts of a query that change the text of its statement; every value is a parameter. Each
 * shape is one named prepared statement, which PostgreSQL parses once per connection instead of
 * once per search, and the statement is built once per process instead of once per request.
 *
 * A list filter of one value is written as an equality, not `= any(...)`: only then can
 * PostgreSQL read the times of one clinic, specialty or practitioner in start order from an
 * index. Measured on the full seed, one clinic with one specialty in the morning took 7 ms as
 * `= any` (the planner walked every free time in start order) and 0.7 ms as an equality.
 */
export interface SearchShape {
  clinics: ListFilter;
  specialties: ListFilter;
  practitioners: ListFilter;
  includeRemote: boolean;
  timeOfDay: boolean;
  kela65: boolean;
}

function listFilter(values: readonly unknown[]): ListFilter {
  if (values.length === 0) return 'none';
  return values.length === 1 ? 'one' : 'many';
}

/** The shape of a query whose parameters are `parameters` (the clinics counted after expanding). */
export function shapeOf(query: AppointmentSearchQuery, parameters: SearchParameters): SearchShape {
  return {
    clinics: listFilter(parameters.clinicIds),
    specialties: listFilter(parameters.specialtyIds),
    practitioners: listFilter(parameters.practitionerIds),
    includeRemote: query.includeRemote,
    timeOfDay: query.timeOfDay !== 'all',
    kela65: query.customerType === 'kela65',
  };
}

const listLetters: Record<ListFilter, string> = { none: '-', one: '1', many: 'n' };

/** A short name for a shape, e.g. '1n--t-': one clinic, several specialties, a time of day. */
export function shapeKey(shape: SearchShape): string {
  const flags: [boolean, string][] = [
    [shape.includeRemote, 'r'],
    [shape.timeOfDay, 't'],
    [shape.kela65, 'k'],
  ];
  return [shape.clinics, shape.specialties, shape.practitioners].map((filter) => listLetters[filter]).join('') + flags.map(([on, letter]) => (on ? letter : '-')).join('');
}

/** The parameters of the statements, by name. */
export interface SearchParameters {
  brand: Brand;
  brandClinicIds: string[];
  customerTypes: string[];
  /** A list filter's values, and its first value for the equality of a list of one. */
  clinicIds: string[];
  clinicId: string | null;
  specialtyIds: string[];
  specialtyId: string | null;
  practitionerIds: number[];
  practitionerId: number | null;
  fromHour: number;
  toHour: number;
  /** ISO instants: from (inclusive) and until (exclusive). */
  from: string;
  until: string;
  /** The search's now (ISO): a time an offer of an earlier time holds until later is left out. */
  now: string;
}

const parameter = (name: keyof SearchParameters): SQL => sql`${sql.placeholder(name)}`;

/** `column = any($1::text[])`: one parameter for the whole list, however long. */
function anyOf(column: SQLWrapper, values: SQL, type: 'text' | 'int' = 'text'): SQL {
  return sql`${column} = any(${values}::${sql.raw(type)}[])`;
}

/** The condition of a list filter: nothing, `column = $one`, or `column = any($list)`. */
function listCondition(filter: ListFilter, column: SQLWrapper, [one, many]: [keyof SearchParameters, keyof SearchParameters], type: 'text' | 'int' = 'text'): SQL | undefined {
  if (filter === 'none') return undefined;
  return filter === 'one' ? sql`${column} = ${parameter(one)}` : anyOf(column, parameter(many), type);
}

/** Constant ids written into the statement, so the planner sees them. */
function constant(ids: string | readonly string[]): SQL {
  const list = typeof ids === 'string' ? [ids] : ids;
  if (!list.every((id) => /^[A-Z0-9]+$/.test(id))) throw new Error('Constant ids are upper-case letters and digits');
  return sql.raw(typeof ids === 'string' ? `'${ids}'` : `'{${list.join(',')}}'::text[]`);
}

const remoteClinics = constant(REMOTE_CLINIC_IDS);

/** A remote time: marked remote, at a remote clinic, or a video visit. */
const isRemoteTime: SQL = sql`(${appointments.isRemote} or ${appointments.clinicId} = any(${remoteClinics}) or ${appointments.kindId} = ${constant(VIDEO_KIND_ID)})`;

/**
 * Where the times may be: the chosen clinics (expanded), plus remote times when asked. Without
 * chosen clinics every physical clinic of the brand counts; without includeRemote no remote time does.
 */
function placeCondition(shape: SearchShape): SQL | undefined {
  const physical = shape.clinics === 'none' ? not(isRemoteTime) : and(listCondition(shape.clinics, appointments.clinicId, ['clinicId', 'clinicIds']), not(isRemoteTime));
  return shape.includeRemote ? or(physical, isRemoteTime) : physical;
}

/** The brand's own times at its clinics; the remote clinics serve both brands. */
const brandCondition = and(
  anyOf(appointments.clinicId, parameter('brandClinicIds')),
  or(sql`${appointments.organisationId} = ${parameter('brand')}`, sql`${appointments.clinicId} = any(${remoteClinics})`),
);

function customerTypeCondition(shape: SearchShape): SQL | undefined {
  const offered = sql`${appointments.healthCareTypes} @> ${parameter('customerTypes')}::text[]`;
  // The 65+ list offers only the Kela-reimbursed visit.
  return shape.kela65 ? and(offered, sql`${appointments.kindId} = ${constant(Y65V_KIND_ID)}`) : offered;
}

/** Start hour in Helsinki time within [fromHour, toHour) (startHoursOf of the booking contracts). */
const timeOfDayCondition: SQL = (() => {
  const hour = sql`extract(hour from ${appointments.startDate} at time zone 'Europe/Helsinki')`;
  return sql`${hour} >= ${parameter('fromHour')} and ${hour} < ${parameter('toHour')}`;
})();

/**
 * Free, the brand's, the customer type's, the filters, and from `from` up to `until`. The list
 * and the calendar share it; they differ only in where `from` lies.
 */
export function searchCondition(shape: SearchShape): SQL | undefined {
  return and(
    isNull(appointments.reservedByPatientId),
    isNull(appointments.cancelledAt),
    sql`(${appointments.heldUntil} is null or ${appointments.heldUntil} <= ${parameter('now')})`,
    brandCondition,
    customerTypeCondition(shape),
    placeCondition(shape),
    listCondition(shape.specialties, appointments.specialtyId, ['specialtyId', 'specialtyIds']),
    listCondition(shape.practitioners, appointments.practitionerId, ['practitionerId', 'practitionerIds'], 'int'),
    shape.timeOfDay ? timeOfDayCondition : undefined,
    sql`${appointments.startDate} >= ${parameter('from')}`,
    sql`${appointments.startDate} < ${parameter('until')}`,
  );
}

/**
 * The values for a search. The list runs from the start day (or now) to the end of the window
 * (booking doc section 9); the calendar covers the whole window, so days before the chosen start
 * day are still marked.
 */
export function searchParameters(scope: SearchScope, part: 'list' | 'calendar'): SearchParameters {
  const { query, brand, now, catalogue } = scope;
  const window = searchWindow(query.startDate ?? helsinkiDateString(now), now);
  const [fromHour, toHour] = startHoursOf(query.timeOfDay);
  const clinicIds = expandClinicIds(catalogue, query.clinicIds ?? []);
  const specialtyIds = query.specialtyIds ?? [];
  const practitionerIds = query.practitionerIds ?? [];
  return {
    brand,
    brandClinicIds: brandClinicIds(catalogue, brand),
    customerTypes: [query.customerType],
    clinicIds,
    clinicId: clinicIds[0] ?? null,
    specialtyIds,
    specialtyId: specialtyIds[0] ?? null,
    practitionerIds,
    practitionerId: practitionerIds[0] ?? null,
    fromHour,
    toHour,
    from: (part === 'list' ? window.start : window.windowStart).toISOString(),
    until: searchEnd(window, query.endDate).toISOString(),
    now: now.toISOString(),
  };
}
