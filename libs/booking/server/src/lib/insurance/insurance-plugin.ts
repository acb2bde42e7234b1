import type { DomainDeps } from '@portal/shared/server';
import { INSURER_STAND_IN_PREFIX, inProcessFetch } from '@portal/shared/server';
import type { FastifyInstance } from 'fastify';
import { registerInsurerStandIn } from './insurer-stand-in';
import type { LahiTapiolaService, PohjolaService } from './insurers';
import { createLahiTapiolaService, createPohjolaService } from './insurers';
import { registerInsuranceRoutes } from './routes';

/**
 * The insurers' checks. The services come from `config.insurers`: in development without them,
 * the local stand-in, registered here and reached in-process. Tests may hand their own services.
 */
export function registerInsurance(app: FastifyInstance, deps: DomainDeps, services?: { pohjola: PohjolaService; lahiTapiola: LahiTapiolaService }): void {
  const { insurers, publicOrigin } = deps.config;
  if (insurers.standIn) {
    registerInsurerStandIn(app, { apiKey: insurers.pohjola.apiKey, returnSecret: insurers.lahiTapiola.returnSecret, publicOrigin, now: deps.now });
  }
  const fetchImpl = insurers.standIn ? inProcessFetch(app, publicOrigin, INSURER_STAND_IN_PREFIX) : fetch;
  registerInsuranceRoutes(app, {
    ...deps,
    pohjola: services?.pohjola ?? createPohjolaService(insurers.pohjola, fetchImpl),
    lahiTapiola: services?.lahiTapiola ?? createLahiTapiolaService(insurers.lahiTapiola, fetchImpl),
  });
}
