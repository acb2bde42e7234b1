import type { Database, JobQueue } from '@portal/shared/db';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from './config';
import type { ConfigPart } from './config-part';
import type { PatientRecordSource } from './fhir/patient-records';

/** What every domain's server plugin is given: the database, the configuration, the clock and the job queue. */
export interface DomainDeps {
  db: Database;
  config: ApiConfig;
  now: () => Date;
  /** Work outside the request: a domain writes jobs in its own transactions and may work a queue. */
  jobs: JobQueue;
  /** Every composed domain's part of the patient's own data (fhir/patient-records.ts). */
  patientRecords: readonly PatientRecordSource[];
}

/**
 * What a domain's pages need the content security policy to allow beyond the portal's own origin
 * (the pay page's providers, say); the security headers add every composed domain's.
 */
export interface ContentSecuritySources {
  formAction?: readonly string[];
  imgSrc?: readonly string[];
}

/**
 * A domain's server side: a Fastify plugin registering its routes (libs/<domain>/server), with the
 * configuration parts of its own environment variables that it reads (withConfig) and what its
 * pages need of the content security policy.
 */
export type DomainPlugin = FastifyPluginAsync<DomainDeps> & {
  readonly configParts?: readonly ConfigPart[];
  readonly contentSecurity?: (config: ApiConfig) => ContentSecuritySources;
  /** The domain's records of a patient as FHIR resources, for the patient's own copy and read API. */
  readonly patientRecords?: PatientRecordSource;
};

/** The plugin, declaring the configuration parts it reads with configOf (and, if any, what its pages need of the content security policy and its part of the patient's records). */
export function withConfig(
  plugin: FastifyPluginAsync<DomainDeps>,
  configParts: readonly ConfigPart[],
  extras: { contentSecurity?: (config: ApiConfig) => ContentSecuritySources; patientRecords?: PatientRecordSource } = {},
): DomainPlugin {
  return Object.assign(plugin, { configParts, ...extras });
}

/** Every configuration part the domains declare, each once: what apps/api loads the configuration with. */
export function configPartsOf(domains: readonly DomainPlugin[]): ConfigPart[] {
  return [...new Set(domains.flatMap((domain) => domain.configParts ?? []))];
}
