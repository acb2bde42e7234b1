/**
 * The vaccinations domain's test data, one copy for every layer: contract objects for the
 * feature's tests, and the defaults of the server's database fixture (`insertVaccination` takes
 * the vaccine's name from `aVaccination()`). Test code only (`src/testing/**`).
 */
import type { Vaccination, VaccinationsList } from '../index';

/** An influenza vaccination with an end and a practitioner; override what a test is about. */
export function aVaccination(overrides: Partial<Vaccination> = {}): Vaccination {
  return {
    id: 7,
    name: 'Influenssarokote (Vaxigrip Tetra)',
    date: '2026-10-13',
    effectiveUntil: '2027-04-11',
    practitioner: { name: 'Rokotushuone, Kamppi' },
    ...overrides,
  };
}

/** One page of the list: `vaccinations` on page `page` of `totalCount`. */
export function aVaccinationsList(vaccinations: Vaccination[], overrides: Partial<Omit<VaccinationsList, 'vaccinations'>> = {}): VaccinationsList {
  return { vaccinations, page: 0, pageSize: 25, totalCount: vaccinations.length, ...overrides };
}
