import type { Lang, LocalizedPaths } from '@portal/shared/i18n';
import { pathIn, routeSegments } from '@portal/shared/i18n';
import { customerTypePaths, listPaths } from '../paths';

/**
 * The occupational health pages (booking doc section 2): the anonymous landing
 * `booking/occupational-healthcare`, the signed-in list `occupational-healthcare/available-appointments`
 * and the vaccination page below the occupational segment, `occupational-healthcare/vaccinations`
 * (tyoterveys/rokotukset, foretagshalsovard/vaccinationer: our words, from the shared segments).
 */
export const occupationalLandingPaths: LocalizedPaths = customerTypePaths('occupational');
export const occupationalListPaths: LocalizedPaths = listPaths('signed-in', 'occupational');
export const occupationalVaccinationPaths: LocalizedPaths = {
  en: `${routeSegments.occupationalBooking.en}/${routeSegments.vaccinations.en}`,
  fi: `${routeSegments.occupationalBooking.fi}/${routeSegments.vaccinations.fi}`,
  sv: `${routeSegments.occupationalBooking.sv}/${routeSegments.vaccinations.sv}`,
};

/** `search` is a query string as the location has it ('' or '?…'). */
function withSearch(path: string, search: string): string {
  return search === '' || search === '?' ? path : `${path}${search.startsWith('?') ? search : `?${search}`}`;
}

export const occupationalPaths = {
  landing: (lang: Lang): string => pathIn(lang, [occupationalLandingPaths]),
  /** The signed-in list, with the query the landing was opened with (booking doc section 2). */
  search: (lang: Lang, search = ''): string => withSearch(pathIn(lang, [occupationalListPaths]), search),
  vaccinations: (lang: Lang): string => pathIn(lang, [occupationalVaccinationPaths]),
  /** The occupational search of these specialties: one `specialtyIds` parameter each, as the list reads them. */
  specialtySearch: (lang: Lang, specialtyIds: readonly string[]): string =>
    occupationalPaths.search(lang, `?${new URLSearchParams(specialtyIds.map((id) => ['specialtyIds', id])).toString()}`),
};
