import type { FastifyRequest } from 'fastify';
import { unauthorized } from './http/errors';

/** The person the session acts for: the child a guardian acts for, otherwise the signed-in person. */
export interface ActingSession {
  /** Whose data: the session's own person or the child. */
  subjectId: number;
  /** Who is signed in (the guardian when acting for a child). */
  personId: number;
  isChild: boolean;
}

export function actingSessionOf(request: FastifyRequest): ActingSession {
  const session = request.session;
  // The session hook already answers 401; this keeps the type honest.
  if (!session) throw unauthorized();
  return { subjectId: session.actingForId ?? session.personId, personId: session.personId, isChild: session.actingForId !== null };
}

/** Whose data a request may touch: the child a guardian acts for (mandate sign-in), otherwise the signed-in person. */
export function patientIdOf(request: FastifyRequest): number {
  return actingSessionOf(request).subjectId;
}
