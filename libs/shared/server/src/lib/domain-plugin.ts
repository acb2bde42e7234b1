import type { Database } from '@portal/shared/db';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from './config';

/** What every domain's server plugin is given: the database, the configuration and the clock. */
export interface DomainDeps {
  db: Database;
  config: ApiConfig;
  now: () => Date;
}

/** A domain's server side: a Fastify plugin registering its routes (libs/<domain>/server). */
export type DomainPlugin = FastifyPluginAsync<DomainDeps>;
