import type { Vaccination } from '@portal/vaccinations/contracts';
import type { VaccinationRow } from './queries';

/** A vaccination of the list in the spec's shape (`practitioner.name`). */
export function toVaccination(row: VaccinationRow): Vaccination {
  return {
    id: row.id,
    name: row.name,
    date: row.date,
    effectiveUntil: row.effectiveUntil,
    practitioner: row.practitionerName === null ? null : { name: row.practitionerName },
  };
}
