import type { Bundle, BundleEntry, Patient, Reference, Resource } from '@medplum/fhirtypes';
import type { Database } from '@portal/shared/db';
import { personById } from '@portal/shared/db';
import type { ApiConfig, PatientRecordSource } from '@portal/shared/server';
import { FINNISH_IDENTITY_CODE_SYSTEM } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';

export interface PatientRecordsDeps {
  db: Database;
  config: ApiConfig;
  now: () => Date;
  sources: readonly PatientRecordSource[];
}

/** The FHIR id of a person's Patient resource: the person's number in the portal. */
export const patientIdOf = (personId: number): string => String(personId);

/** The person's own resource: names, the identity code (in the Finnish system), birth date, contact details, language. */
export async function patientResource(db: Database, personId: number): Promise<Patient | null> {
  const found = await personById(db, personId);
  if (!found) return null;
  const { person, patient } = found;
  const telecom = [
    ...(patient?.phoneNumber ? [{ system: 'phone' as const, value: patient.phoneNumber, use: 'mobile' as const }] : []),
    ...(patient?.email ? [{ system: 'email' as const, value: patient.email }] : []),
  ];
  return {
    resourceType: 'Patient',
    id: patientIdOf(person.id),
    identifier: [{ use: 'official', system: FINNISH_IDENTITY_CODE_SYSTEM, value: person.ssn }],
    active: true,
    name: [{ use: 'official', family: person.lastName, given: person.firstName.split(' ').filter(Boolean), text: `${person.firstName} ${person.lastName}` }],
    birthDate: person.birthDate,
    ...(telecom.length > 0 ? { telecom } : {}),
    ...(patient?.street && patient.postalCode && patient.postOffice
      ? { address: [{ use: 'home', line: [patient.street], postalCode: patient.postalCode, city: patient.postOffice, country: 'FI' }] }
      : {}),
    communication: [{ language: { coding: [{ system: 'urn:ietf:bcp:47', code: person.language }] }, preferred: true }],
  };
}

/**
 * Every record of the person that the portal shows them, as FHIR resources: the Patient first,
 * then each domain's (in the order the API composes them). Null for a person not on record.
 */
export async function patientRecords(deps: PatientRecordsDeps, subjectId: number, lang: Language): Promise<Resource[] | null> {
  const patient = await patientResource(deps.db, subjectId);
  if (!patient) return null;
  const reference: Reference<Patient> = { reference: `Patient/${patientIdOf(subjectId)}` };
  const parts = await Promise.all(
    deps.sources.map((source) => source.records({ db: deps.db, config: deps.config, now: deps.now, subjectId, lang, patient: reference })),
  );
  return [patient, ...parts.flat()];
}

/** The FHIR base of this deployment's read API. */
export const fhirBaseOf = (config: ApiConfig): string => `${config.publicOrigin}/fhir/R4`;

/** Resources as a bundle's entries, each with its full URL on the read API so that references resolve. */
export function entriesOf(config: ApiConfig, resources: readonly Resource[], search?: 'match'): BundleEntry[] {
  return resources.map((resource) => ({
    fullUrl: `${fhirBaseOf(config)}/${resource.resourceType}/${resource.id ?? ''}`,
    resource,
    ...(search ? { search: { mode: search } } : {}),
  }));
}

/** The patient's download: a `collection` bundle of every record, stamped with the time it was made. */
export function downloadBundle(config: ApiConfig, resources: readonly Resource[], at: Date): Bundle {
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: at.toISOString(),
    entry: entriesOf(config, resources),
  };
}
