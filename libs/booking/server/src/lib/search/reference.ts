import type { BookingFiltersResponse, CustomerType, SpecialtyResponse } from '@portal/booking/contracts';
import type { Database } from '@portal/shared/db';
import {
  appointments,
  clinics,
  linkedClinics,
  municipalities,
  municipalityNeighbours,
  organisationClinics,
  practitionerClinics,
  practitioners,
  practitionerSpecialties,
  specialties,
} from '@portal/shared/db';
import type { Brand } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import { Y65V_KIND_ID } from '@portal/shared/util';
import { and, asc, eq, sql } from 'drizzle-orm';
import { timedCache } from './timed-cache';

/** The clinics of the brand where the practitioner works. */
export async function clinicsOfPractitioner(db: Database, brand: Brand, practitionerId: number): Promise<string[]> {
  const rows = await db
    .select({ clinicId: practitionerClinics.clinicId })
    .from(practitionerClinics)
    .innerJoin(organisationClinics, and(eq(organisationClinics.clinicId, practitionerClinics.clinicId), eq(organisationClinics.organisationId, brand)))
    .where(eq(practitionerClinics.practitionerId, practitionerId))
    .orderBy(asc(practitionerClinics.clinicId));
  return rows.map((row) => row.clinicId);
}

/** The specialty's texts; undefined when there is no such specialty. */
export async function specialtyContent(db: Database, id: string, lang: Language): Promise<SpecialtyResponse | undefined> {
  const [row] = await db.select().from(specialties).where(eq(specialties.id, id));
  if (!row) return undefined;
  if (!row.webReservationAllowed) return { type: 'webReservationNotAllowed' };
  return { type: 'success', specialty: { cmsContent: { title: row.title[lang], description: row.description?.[lang] ?? null } } };
}

/**
 * The brand's clinics with their links, and the practitioners (with their specialties) who
 * have a free future time for the customer type, so the filters offer nothing that finds nothing.
 */
export async function bookingFilters(db: Database, brand: Brand, customerType: CustomerType, lang: Language, now: Date): Promise<BookingFiltersResponse> {
  const [clinicRows, links, neighbours, practitionerRows, specialtyLinks, workplaces] = await Promise.all([
    db
      .select({ clinic: clinics, municipalityName: municipalities.name })
      .from(clinics)
      .innerJoin(organisationClinics, and(eq(organisationClinics.clinicId, clinics.id), eq(organisationClinics.organisationId, brand)))
      .leftJoin(municipalities, eq(municipalities.id, clinics.municipalityId))
      .orderBy(asc(clinics.isRemote), asc(clinics.name)),
    db.select().from(linkedClinics).orderBy(asc(linkedClinics.clinicId), asc(linkedClinics.linkedClinicId)),
    db.select().from(municipalityNeighbours).orderBy(asc(municipalityNeighbours.municipalityId), asc(municipalityNeighbours.nearbyMunicipalityId)),
    db
      .select()
      .from(practitioners)
      .where(
        sql`exists (select 1 from ${appointments} where ${appointments.practitionerId} = ${practitioners.id}
          and ${appointments.startDate} > ${now.toISOString()}::timestamptz
          and ${appointments.reservedByPatientId} is null and ${appointments.cancelledAt} is null
          and ${appointments.healthCareTypes} @> array[${customerType}]::text[]
          and (${customerType} <> 'kela65' or ${appointments.kindId} = ${Y65V_KIND_ID})
          and ${appointments.clinicId} in (select ${organisationClinics.clinicId} from ${organisationClinics} where ${organisationClinics.organisationId} = ${brand}))`,
      )
      .orderBy(asc(practitioners.name)),
    db.select().from(practitionerSpecialties).orderBy(asc(practitionerSpecialties.practitionerId), asc(practitionerSpecialties.specialtyId)),
    db.select().from(practitionerClinics).orderBy(asc(practitionerClinics.practitionerId), asc(practitionerClinics.clinicId)),
  ]);
  const clinicIds = new Set(clinicRows.map((row) => row.clinic.id));
  const specialtyIds = new Set(specialtyLinks.filter((link) => practitionerRows.some((p) => p.id === link.practitionerId)).map((link) => link.specialtyId));
  const specialtyRows = specialtyIds.size === 0 ? [] : await db.select().from(specialties);
  return {
    clinics: clinicRows.map(({ clinic, municipalityName }) => ({
      id: clinic.id,
      name: clinic.name,
      municipality: municipalityName?.[lang] ?? null,
      municipalityId: clinic.municipalityId,
      isRemote: clinic.isRemote,
      linkedClinicIds: links.filter((link) => link.clinicId === clinic.id && clinicIds.has(link.linkedClinicId)).map((link) => link.linkedClinicId),
      nearbyMunicipalityIds: neighbours.filter((n) => n.municipalityId === clinic.municipalityId).map((n) => n.nearbyMunicipalityId),
    })),
    specialties: specialtyRows
      .filter((row) => specialtyIds.has(row.id))
      .map((row) => ({ id: row.id, name: row.name[lang] }))
      .sort((a, b) => a.name.localeCompare(b.name, lang)),
    practitioners: practitionerRows.map((p) => ({
      id: p.id,
      name: p.name,
      title: p.title[lang],
      isResource: p.isResource,
      specialtyIds: specialtyLinks.filter((link) => link.practitionerId === p.id).map((link) => link.specialtyId),
      clinicIds: workplaces.filter((w) => w.practitionerId === p.id && clinicIds.has(w.clinicId)).map((w) => w.clinicId),
    })),
  };
}

export type ReferenceData = ReturnType<typeof cachedReferenceData>;

/**
 * The search page's reference data as the routes answer it, each answer held for a minute
 * (timed-cache.ts) by its arguments: the portal asks for the filters on every visit of the search,
 * and without the cache every call read six tables. The brand is the app's own, so it is no part of
 * the keys. The filters' practitioners are those with a free time after the moment of loading: held
 * for a minute, a practitioner whose last free time has just passed or been taken may still be
 * offered (the search then finds nothing), and one with a new free time appears within the minute.
 * The answer does not change with the day otherwise, so the day is no part of the key.
 */
export function cachedReferenceData(db: Database, brand: Brand, now: () => Date) {
  const filters = timedCache<BookingFiltersResponse>(now);
  const workplaces = timedCache<string[]>(now);
  const specialtyTexts = timedCache<SpecialtyResponse | undefined>(now);
  return {
    filters: (customerType: CustomerType, lang: Language) => filters.get(`${customerType}:${lang}`, () => bookingFilters(db, brand, customerType, lang, now())),
    clinicsOfPractitioner: (practitionerId: number) => workplaces.get(String(practitionerId), () => clinicsOfPractitioner(db, brand, practitionerId)),
    // An unknown id is held too, so asking for made-up ids does not reach the database each time.
    specialtyContent: (id: string, lang: Language) => specialtyTexts.get(`${id}:${lang}`, () => specialtyContent(db, id, lang)),
  };
}
