import type { AppointmentRecord } from '@portal/appointments/records';
import type { Database } from '@portal/shared/db';
import {
  appointmentKinds,
  appointments,
  clinics,
  linkedClinics,
  municipalities,
  municipalityNeighbours,
  organisationClinics,
  practitionerRates,
  practitioners,
  rateAdditionalFees,
  specialties,
} from '@portal/shared/db';
import type { Brand } from '@portal/shared/server';
import { REFERENCE_TTL_MS, timedCache } from './timed-cache';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/**
 * The columns of a free time that the search answer uses. Reading these rather than every
 * column of the row (the reservation details among them) keeps each search smaller to send and
 * to parse, which counted under load.
 */
export const searchColumns = {
  id: appointments.id,
  organisationId: appointments.organisationId,
  clinicId: appointments.clinicId,
  practitionerId: appointments.practitionerId,
  specialtyId: appointments.specialtyId,
  kindId: appointments.kindId,
  practitionerRateId: appointments.practitionerRateId,
  startDate: appointments.startDate,
  durationMinutes: appointments.durationMinutes,
  locationType: appointments.locationType,
  isRemote: appointments.isRemote,
  requiresAuthToReserve: appointments.requiresAuthToReserve,
  reservedByPatientId: appointments.reservedByPatientId,
  cancelledAt: appointments.cancelledAt,
};

export type SearchRow = Pick<AppointmentRecord['appointment'], keyof typeof searchColumns>;

/** A time as the search answers it: its own columns of searchColumns and its reference rows. */
export type SearchRecord = Omit<AppointmentRecord, 'appointment'> & { appointment: SearchRow };

/**
 * The reference rows a search result points at, held in memory for a short while. Measured on
 * PostgreSQL with the full seed, planning the six-way join of every search took 4-10 ms against
 * under 1 ms of execution; reading the free times alone and joining here keeps a search to one
 * simple query. The catalogue is a few hundred rows that change rarely, so a minute of
 * staleness is acceptable; a row that is missing forces a reload.
 */
export interface Catalogue {
  clinics: Map<string, Row<typeof clinics>>;
  municipalityNames: Map<string, Row<typeof municipalities>['name']>;
  practitioners: Map<number, Row<typeof practitioners>>;
  kinds: Map<string, Row<typeof appointmentKinds>>;
  specialties: Map<string, Row<typeof specialties>>;
  rates: Map<number, Row<typeof practitionerRates>>;
  feesByRate: Map<number, Row<typeof rateAdditionalFees>[]>;
  clinicsOfBrand: Map<string, string[]>;
  linkedClinics: Map<string, string[]>;
  nearbyMunicipalities: Map<string, string[]>;
}

function groupBy<T, K, V>(rows: T[], key: (row: T) => K, value: (row: T) => V): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(value(row));
    groups.set(key(row), list);
  }
  return groups;
}

async function loadCatalogue(db: Database): Promise<Catalogue> {
  const [clinicRows, municipalityRows, practitionerRows, kindRows, specialtyRows, rateRows, feeRows, brandRows, linkRows, neighbourRows] = await Promise.all([
    db.select().from(clinics),
    db.select().from(municipalities),
    db.select().from(practitioners),
    db.select().from(appointmentKinds),
    db.select().from(specialties),
    db.select().from(practitionerRates),
    db.select().from(rateAdditionalFees),
    db.select().from(organisationClinics),
    db.select().from(linkedClinics),
    db.select().from(municipalityNeighbours),
  ]);
  return {
    clinics: new Map(clinicRows.map((row) => [row.id, row])),
    municipalityNames: new Map(municipalityRows.map((row) => [row.id, row.name])),
    practitioners: new Map(practitionerRows.map((row) => [row.id, row])),
    kinds: new Map(kindRows.map((row) => [row.id, row])),
    specialties: new Map(specialtyRows.map((row) => [row.id, row])),
    rates: new Map(rateRows.map((row) => [row.id, row])),
    feesByRate: groupBy(
      [...feeRows].sort((a, b) => a.position - b.position),
      (row) => row.rateId,
      (row) => row,
    ),
    clinicsOfBrand: groupBy(
      brandRows,
      (row) => row.organisationId,
      (row) => row.clinicId,
    ),
    linkedClinics: groupBy(
      linkRows,
      (row) => row.clinicId,
      (row) => row.linkedClinicId,
    ),
    nearbyMunicipalities: groupBy(
      neighbourRows,
      (row) => row.municipalityId,
      (row) => row.nearbyMunicipalityId,
    ),
  };
}

export interface CatalogueCache {
  get(options?: { fresh?: boolean }): Promise<Catalogue>;
}

export function catalogueCache(db: Database, now: () => Date): CatalogueCache {
  const held = timedCache<Catalogue>(now, { ttlMs: REFERENCE_TTL_MS });
  return { get: ({ fresh = false } = {}) => held.get('catalogue', () => loadCatalogue(db), { fresh }) };
}

/** The brand's clinics. */
export function brandClinicIds(catalogue: Catalogue, brand: Brand): string[] {
  return catalogue.clinicsOfBrand.get(brand) ?? [];
}

/**
 * The chosen clinics, their linked clinics and the clinics of municipalities next to theirs.
 * Neighbours are those of municipality_neighbours only: a clinic's own municipality is not
 * added, so choosing one Helsinki clinic does not bring in every other Helsinki clinic.
 */
export function expandClinicIds(catalogue: Catalogue, clinicIds: readonly string[]): string[] {
  const chosen = new Set(clinicIds);
  const result = new Set(clinicIds);
  for (const id of chosen) for (const linked of catalogue.linkedClinics.get(id) ?? []) result.add(linked);
  const nearby = new Set<string>();
  for (const id of chosen) {
    const municipality = catalogue.clinics.get(id)?.municipalityId;
    if (municipality) for (const neighbour of catalogue.nearbyMunicipalities.get(municipality) ?? []) nearby.add(neighbour);
  }
  for (const clinic of catalogue.clinics.values()) if (clinic.municipalityId && nearby.has(clinic.municipalityId)) result.add(clinic.id);
  return [...result].sort();
}

/** The joined record of a free time, or undefined when the catalogue lacks one of its rows. */
export function recordOf(catalogue: Catalogue, appointment: SearchRow): SearchRecord | undefined {
  const clinic = catalogue.clinics.get(appointment.clinicId);
  const practitioner = catalogue.practitioners.get(appointment.practitionerId);
  const kind = catalogue.kinds.get(appointment.kindId);
  const specialty = catalogue.specialties.get(appointment.specialtyId);
  const rate = appointment.practitionerRateId === null ? null : catalogue.rates.get(appointment.practitionerRateId);
  if (!clinic || !practitioner || !kind || !specialty || rate === undefined) return undefined;
  return {
    appointment,
    clinic,
    municipalityName: clinic.municipalityId ? (catalogue.municipalityNames.get(clinic.municipalityId) ?? null) : null,
    practitioner,
    kind,
    specialty,
    rate,
    fees: rate ? (catalogue.feesByRate.get(rate.id) ?? []) : [],
  };
}
