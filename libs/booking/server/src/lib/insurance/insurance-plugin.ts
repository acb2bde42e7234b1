import type { DomainDeps } from '@portal/shared/server';
import { configOf, inProcessFetch } from '@portal/shared/server';
import type { FastifyInstance } from 'fastify';
import { registerInsurerStandIn } from './insurer-stand-in';
import type { LahiTapiolaService, PohjolaService } from './insurers';
import { createLahiTapiolaService, createPohjolaService } from './insurers';
import { INSURER_STAND_IN_PREFIX, insurersConfig } from './insurers-config';

/** The insurers booking asks: the insurance routes (the portal's checks) and the reservation (again, before reserving). */
export interface InsurerServices {
  pohjola: PohjolaService;
  lahiTapiola: LahiTapiolaService;
}

/**
 * The insurers' services of booking's configuration part (insurers-config.ts): in development without them, the local stand-in,
 * registered here and reached in-process. Tests may hand their own services (doubles).
 */
export function insurerServices(app: FastifyInstance, deps: DomainDeps, services: Partial<InsurerServices> = {}): InsurerServices {
  const insurers = configOf(deps.config, insurersConfig);
  const { publicOrigin } = deps.config;
  if (insurers.standIn) {
    registerInsurerStandIn(app, { db: deps.db, apiKey: insurers.pohjola.apiKey, returnSecret: insurers.lahiTapiola.returnSecret, publicOrigin, now: deps.now });
  }
  const fetchImpl = insurers.standIn ? inProcessFetch(app, publicOrigin, INSURER_STAND_IN_PREFIX) : fetch;
  return {
    pohjola: services.pohjola ?? createPohjolaService(insurers.pohjola, fetchImpl),
    lahiTapiola: services.lahiTapiola ?? createLahiTapiolaService(insurers.lahiTapiola, fetchImpl),
  };
}
