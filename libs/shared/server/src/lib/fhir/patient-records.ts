import type { Patient, Reference, Resource, ResourceType } from '@medplum/fhirtypes';
import type { Database } from '@portal/shared/db';
import type { Language } from '@portal/shared/util';
import type { ApiConfig } from '../config';

/** The Finnish personal identity code's identifier system (Digital and Population Data Services Agency's OID). */
export const FINNISH_IDENTITY_CODE_SYSTEM = 'urn:oid:1.2.246.21';

/** What a domain is asked for when the patient's records are gathered as FHIR R4 resources. */
export interface PatientRecordsQuery {
  db: Database;
  config: ApiConfig;
  now: () => Date;
  /** Whose records: the session's subject (the child a guardian acts for, otherwise the signed-in person). */
  subjectId: number;
  /** The language of the texts the portal would show the patient (names of kinds, statuses). */
  lang: Language;
  /** The patient's own resource, which every record names as its subject or participant. */
  patient: Reference<Patient>;
}

/**
 * A domain's part of the patient's own data (issue 47, docs/decisions/0055-patient-data-in-fhir.md):
 * every record of the patient that the domain's pages show them, as FHIR R4 resources, for the
 * download and the /fhir/R4 read API. A domain's server plugin offers it (`withConfig`'s
 * `patientRecords`); the API app composes them, as it composes the plugins.
 */
export interface PatientRecordSource {
  /** The domain's name, for logs and tests. */
  readonly name: string;
  /** The resource types it gives (the capability statement lists them). */
  readonly resourceTypes: readonly ResourceType[];
  /** Every record of the subject that the portal shows them; ids unique within their type. */
  records(query: PatientRecordsQuery): Promise<Resource[]>;
}

/**
 * An identifier of the portal's own record: the system names the kind of record under the
 * deployment's public origin, so that two clinics' ids are never taken for one another.
 */
export function portalIdentifier(config: ApiConfig, kind: string, value: string | number) {
  return { system: `${config.publicOrigin}/fhir/sid/${kind}`, value: String(value) };
}
