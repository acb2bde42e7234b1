import type { CustomerType, TimeOfDay } from '@portal/booking/contracts';
import { KELA65_SPECIALTY_ID, REMOTE_SPECIALTY_IDS, timeOfDays } from '@portal/booking/contracts';

/** The list's filters (booking doc section 3, "Filter", plus the time of day). */
export interface SearchFilters {
  readonly clinicIds: readonly string[];
  readonly specialtyIds: readonly string[];
  readonly practitionerIds: readonly number[];
  /** YYYY-MM-DD; the search starts today when left out. */
  readonly startDate?: string;
  /** YYYY-MM-DD, the last day searched (the date range of booking doc sections 1 and 3): the list's last-day field or a link. */
  readonly endDate?: string;
  readonly timeOfDay: TimeOfDay;
  readonly includeRemote: boolean;
}

export const emptyFilters: SearchFilters = {
  clinicIds: [],
  specialtyIds: [],
  practitionerIds: [],
  timeOfDay: 'all',
  includeRemote: false,
};

export type FilterChange =
  | { readonly type: 'clinics'; readonly clinicIds: readonly string[] }
  | { readonly type: 'specialties'; readonly specialtyIds: readonly string[] }
  | { readonly type: 'practitioners'; readonly practitionerIds: readonly number[] }
  | { readonly type: 'startDate'; readonly startDate: string | undefined }
  /** A day that is no real day (a field half typed) clears it, as an empty field does. */
  | { readonly type: 'endDate'; readonly endDate: string | undefined }
  | { readonly type: 'timeOfDay'; readonly timeOfDay: TimeOfDay }
  | { readonly type: 'includeRemote'; readonly includeRemote: boolean };

export interface FilterRules {
  /**
   * The 65+ list's fixed specialty (booking doc sections 2 and 5): its specialty filter is
   * disabled, and choosing a practitioner sets it instead of clearing the specialties. Null elsewhere.
   */
  readonly fixedSpecialtyIds: readonly string[] | null;
}

/** The rules of a customer type's list: the 65+ list's specialty is fixed. */
export function listRules(customerType: CustomerType): FilterRules {
  return { fixedSpecialtyIds: customerType === 'kela65' ? [KELA65_SPECIALTY_ID] : null };
}

/** The filters a list searches with: the address's, with the list's fixed specialty whatever the address says. */
export function listFilters(query: URLSearchParams, rules: FilterRules): SearchFilters {
  const fromQuery = filtersFromQuery(query);
  return rules.fixedSpecialtyIds ? { ...fromQuery, specialtyIds: rules.fixedSpecialtyIds } : fromQuery;
}

const remoteSpecialties: ReadonlySet<string> = new Set(REMOTE_SPECIALTY_IDS);

/**
 * One filter change with the rules of booking doc section 2: a specialty that is also served
 * remotely (PSY, ENDO, GYN, NNA, GRG) turns remote on, and so does choosing a practitioner, which
 * also clears the specialties (the practitioner decides them), or on the 65+ list sets its fixed one.
 */
export function changeFilters(filters: SearchFilters, change: FilterChange, rules: FilterRules): SearchFilters {
  switch (change.type) {
    case 'clinics':
      return { ...filters, clinicIds: change.clinicIds };
    case 'specialties': {
      if (rules.fixedSpecialtyIds !== null) return filters;
      const addsRemote = change.specialtyIds.some((id) => remoteSpecialties.has(id));
      return { ...filters, specialtyIds: change.specialtyIds, includeRemote: filters.includeRemote || addsRemote };
    }
    case 'practitioners':
      if (change.practitionerIds.length === 0) return { ...filters, practitionerIds: [] };
      return {
        ...filters,
        practitionerIds: change.practitionerIds,
        specialtyIds: rules.fixedSpecialtyIds ?? [],
        includeRemote: true,
      };
    case 'startDate':
      return { ...filters, startDate: change.startDate };
    case 'endDate': {
      const day = change.endDate ?? null;
      return { ...filters, endDate: isDay(day) ? day : undefined };
    }
    case 'timeOfDay':
      return { ...filters, timeOfDay: change.timeOfDay };
    case 'includeRemote':
      return { ...filters, includeRemote: change.includeRemote };
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD that names a real day: 2026-02-30 has the form but no day in the calendar. */
function isDay(value: string | null): value is string {
  if (value === null || !DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

function isTimeOfDay(value: string | null): value is TimeOfDay {
  return (timeOfDays as readonly (string | null)[]).includes(value);
}

/**
 * The filters a link carries (booking doc section 2: repeated array parameters, startDate
 * YYYY-MM-DD, `time` for the time of day). Values that cannot be right are dropped rather than
 * failing the page, since people share and edit these links.
 */
export function filtersFromQuery(query: URLSearchParams): SearchFilters {
  const startDate = query.get('startDate');
  const endDate = query.get('endDate');
  const time = query.get('time');
  return {
    clinicIds: query.getAll('clinicIds').filter(Boolean),
    specialtyIds: query.getAll('specialtyIds').filter(Boolean),
    practitionerIds: query
      .getAll('practitionerIds')
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0),
    ...(isDay(startDate) ? { startDate } : {}),
    ...(isDay(endDate) ? { endDate } : {}),
    timeOfDay: isTimeOfDay(time) ? time : 'all',
    includeRemote: query.get('includeRemote') === 'true',
  };
}

/**
 * The query of the list's own address. Parameters other than the filters (a campaign tag, say)
 * are kept; the defaults are left out so a plain list has a plain address.
 */
export function filtersToQuery(filters: SearchFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const query = new URLSearchParams(base);
  for (const key of ['clinicIds', 'specialtyIds', 'practitionerIds', 'startDate', 'endDate', 'time', 'includeRemote']) {
    query.delete(key);
  }
  for (const id of filters.clinicIds) query.append('clinicIds', id);
  for (const id of filters.specialtyIds) query.append('specialtyIds', id);
  for (const id of filters.practitionerIds) query.append('practitionerIds', String(id));
  if (filters.startDate !== undefined) query.set('startDate', filters.startDate);
  if (filters.endDate !== undefined) query.set('endDate', filters.endDate);
  if (filters.timeOfDay !== 'all') query.set('time', filters.timeOfDay);
  if (filters.includeRemote) query.set('includeRemote', 'true');
  return query;
}
