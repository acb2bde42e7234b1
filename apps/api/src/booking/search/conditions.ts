import type { AppointmentSearchQuery } from '@portal/shared/contracts';
import { REMOTE_CLINIC_IDS, TIME_OF_DAY, searchEnd, searchWindow } from '@portal/shared/contracts';
import { VIDEO_KIND_ID, Y65V_KIND_ID, helsinkiDateString } from '@portal/shared/util';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { and, arrayContains, eq, gte, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Brand } from '../../config';
import { appointments } from '../../db/schema';
import type { Catalogue } from './catalogue';
import { brandClinicIds, expandClinicIds } from './catalogue';

/** What narrows a search, apart from paging: the query, the served brand, the clock and the places. */
export interface SearchScope {
  query: AppointmentSearchQuery;
  brand: Brand;
  now: Date;
  catalogue: Catalogue;
}

const remoteClinicIds = [...REMOTE_CLINIC_IDS];

/**
 * `column = any($1)`: one parameter for the whole list, so the statement text (and the work of
 * building, sending and parsing it) does not grow with the number of clinics.
 */
function anyOf(column: SQLWrapper, values: readonly string[]): SQL {
  return sql`${column} = any(${sql.param([...values])}::text[])`;
}

/** A remote time: marked remote, at a remote clinic, or a video visit. */
const isRemoteTime: SQL = sql`(${appointments.isRemote} or ${anyOf(appointments.clinicId, remoteClinicIds)} or ${eq(appointments.kindId, VIDEO_KIND_ID)})`;

/**
 * Where the times may be: the chosen clinics (expanded), plus remote times when asked. Without
 * chosen clinics every physical clinic of the brand counts; without includeRemote no remote time does.
 */
function placeCondition({ query: { clinicIds, includeRemote }, catalogue }: SearchScope): SQL | undefined {
  const physical = clinicIds && clinicIds.length > 0 ? and(anyOf(appointments.clinicId, expandClinicIds(catalogue, clinicIds)), not(isRemoteTime)) : not(isRemoteTime);
  return includeRemote ? or(physical, isRemoteTime) : physical;
}

/** The brand's own times at its clinics; the remote clinics serve both brands. */
function brandCondition({ brand, catalogue }: SearchScope): SQL | undefined {
  return and(
    anyOf(appointments.clinicId, brandClinicIds(catalogue, brand)),
    or(eq(appointments.organisationId, brand), anyOf(appointments.clinicId, remoteClinicIds)),
  );
}

function customerTypeCondition({ customerType }: AppointmentSearchQuery): SQL | undefined {
  const offered = arrayContains(appointments.healthCareTypes, [customerType]);
  // The 65+ list offers only the Kela-reimbursed visit.
  return customerType === 'kela65' ? and(offered, eq(appointments.kindId, Y65V_KIND_ID)) : offered;
}

/** Start hour in Helsinki time within [from, to). */
function timeOfDayCondition({ timeOfDay }: AppointmentSearchQuery): SQL | undefined {
  if (timeOfDay === 'all') return undefined;
  const [from, to] = TIME_OF_DAY[timeOfDay];
  const hour = sql`extract(hour from ${appointments.startDate} at time zone 'Europe/Helsinki')`;
  return sql`${hour} >= ${from} and ${hour} < ${to}`;
}

/** Every condition but the time range: free, the brand's, the customer type's, and the filters. */
function filterConditions(scope: SearchScope): SQL[] {
  const { query } = scope;
  const conditions: (SQL | undefined)[] = [
    isNull(appointments.reservedByPatientId),
    isNull(appointments.cancelledAt),
    brandCondition(scope),
    customerTypeCondition(query),
    placeCondition(scope),
    query.specialtyIds && query.specialtyIds.length > 0 ? anyOf(appointments.specialtyId, query.specialtyIds) : undefined,
    query.practitionerIds && query.practitionerIds.length > 0 ? inArray(appointments.practitionerId, query.practitionerIds) : undefined,
    timeOfDayCondition(query),
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

function windowOf(scope: SearchScope) {
  return searchWindow(scope.query.startDate ?? helsinkiDateString(scope.now), scope.now);
}

/** The list: from the start day (or now) to the end of the window (booking doc section 9). */
export function searchCondition(scope: SearchScope): SQL | undefined {
  const window = windowOf(scope);
  return and(
    ...filterConditions(scope),
    gte(appointments.startDate, window.start),
    lt(appointments.startDate, searchEnd(window, scope.query.endDate)),
  );
}

/** The calendar: the whole window, so days before the chosen start day are still marked. */
export function calendarCondition(scope: SearchScope): SQL | undefined {
  const window = windowOf(scope);
  return and(
    ...filterConditions(scope),
    gte(appointments.startDate, window.windowStart),
    lt(appointments.startDate, searchEnd(window, scope.query.endDate)),
  );
}
