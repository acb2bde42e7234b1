import type { Database } from '@portal/shared/db';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from './config';
import type { ConfigPart } from './config-part';

/** What every domain's server plugin is given: the database, the configuration and the clock. */
export interface DomainDeps {
  db: Database;
  config: ApiConfig;
  now: () => Date;
}

/**
 * A domain's server side: a Fastify plugin registering its routes (libs/<domain>/server), with the
 * configuration parts of its own environment variables that it reads (withConfig).
 */
export type DomainPlugin = FastifyPluginAsync<DomainDeps> & { readonly configParts?: readonly ConfigPart[] };

/** The plugin, declaring the configuration parts it reads with configOf. */
export function withConfig(plugin: FastifyPluginAsync<DomainDeps>, configParts: readonly ConfigPart[]): DomainPlugin {
  return Object.assign(plugin, { configParts });
}

/** Every configuration part the domains declare, each once: what apps/api loads the configuration with. */
export function configPartsOf(domains: readonly DomainPlugin[]): ConfigPart[] {
  return [...new Set(domains.flatMap((domain) => domain.configParts ?? []))];
}
