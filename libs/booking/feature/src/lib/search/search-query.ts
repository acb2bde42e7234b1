import type { BookingFiltersResponse, CustomerType } from '@portal/booking/contracts';
import type { Lang } from '@portal/shared/i18n';
import type { SearchFilters } from './search-filters';

type Clinic = BookingFiltersResponse['clinics'][number];

/**
 * The clinics a search covers (booking doc section 7): the chosen ones, the clinics linked to
 * them and the clinics of their nearby municipalities. Ids the reference data does not know are
 * kept, so a link made before a clinic was renamed still searches for it.
 */
export function expandClinicIds(chosen: readonly string[], clinics: readonly Clinic[]): string[] {
  const result = new Set(chosen);
  const byId = new Map(clinics.map((clinic) => [clinic.id, clinic]));
  const municipalities = new Set<string>();
  for (const id of chosen) {
    const clinic = byId.get(id);
    if (!clinic) continue;
    for (const linked of clinic.linkedClinicIds) result.add(linked);
    for (const municipality of clinic.nearbyMunicipalityIds) municipalities.add(municipality);
  }
  for (const clinic of clinics) {
    if (clinic.municipalityId !== null && municipalities.has(clinic.municipalityId)) result.add(clinic.id);
  }
  return [...result];
}

export interface SearchRequest {
  readonly clinicIds: readonly string[];
  readonly specialtyIds: readonly string[];
  readonly practitionerIds: readonly number[];
  readonly startDate?: string;
  readonly endDate?: string;
  readonly timeOfDay: SearchFilters['timeOfDay'];
  readonly includeRemote: boolean;
  readonly customerType: CustomerType;
  readonly lang: Lang;
}

export function searchRequest(
  filters: SearchFilters,
  clinics: readonly Clinic[],
  customerType: CustomerType,
  lang: Lang,
): SearchRequest {
  return {
    clinicIds: expandClinicIds(filters.clinicIds, clinics),
    specialtyIds: filters.specialtyIds,
    practitionerIds: filters.practitionerIds,
    ...(filters.startDate === undefined ? {} : { startDate: filters.startDate }),
    ...(filters.endDate === undefined ? {} : { endDate: filters.endDate }),
    timeOfDay: filters.timeOfDay,
    includeRemote: filters.includeRemote,
    customerType,
    lang,
  };
}

/** A stable text for a request, so a page can tell whether the search changed. */
export function requestKey(request: SearchRequest): string {
  return JSON.stringify(request);
}
