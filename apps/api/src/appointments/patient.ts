import type { FastifyRequest } from 'fastify';
import type { ApiConfig, Brand } from '../config';
import { brands } from '../config';
import { unauthorized } from '../http/errors';

/**
 * Whose appointments a request may touch: the child a guardian acts for (mandate sign-in),
 * otherwise the signed-in person.
 */
export function patientIdOf(request: FastifyRequest): number {
  const session = request.session;
  // The session hook already answers 401; this keeps the type honest.
  if (!session) throw unauthorized();
  return session.actingForId ?? session.personId;
}

function isBrand(value: string): value is Brand {
  return (brands as readonly string[]).includes(value);
}

/** The cancellation window of an organisation; the served brand's for an unknown one. */
export function cancellationHoursOf(config: ApiConfig, organisationId: string): number {
  return config.cancellationHours[isBrand(organisationId) ? organisationId : config.brand];
}
