import type { AnonymousCheckInResult, AnonymousCheckInResultType, CheckInResultType } from '@portal/shared/contracts';
import { AnonymousAppointmentIdSchema, AnonymousCheckInRequestSchema, LangQuerySchema } from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import { appointments, findAppointments, persons } from '@portal/shared/db';
import type { RateLimitRule } from '@portal/shared/server';
import { createRateLimiter, notFound, parseInput, sameToken } from '@portal/shared/server';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { checkIn } from './check-in';
import { toAnonymousAppointment } from './mapping';

/**
 * The identity code's end part is a four-character secret, so guessing is limited: wrong end
 * parts per appointment, and attempts of any kind per client address (which also slows a
 * search for link ids). Both are refused before the code is compared.
 */
export const ANON_CHECK_IN_APPOINTMENT_LIMIT: RateLimitRule = { name: 'anon-check-in-appointment', limit: 5, windowMinutes: 15 };
export const ANON_CHECK_IN_ADDRESS_LIMIT: RateLimitRule = { name: 'anon-check-in-address', limit: 20, windowMinutes: 15 };

const anonymousType: Record<CheckInResultType, AnonymousCheckInResultType> = {
  Success: 'success',
  AlreadyCheckedIn: 'alreadyCheckedIn',
  TooEarly: 'tooEarly',
  ConfidentialityFormNotFilled: 'confidentialityFormNotFilled',
  ConfidentialityFormNotFilledAsAdult: 'confidentialityFormNotFilledAsAdult',
  CheckInOnlyAtReception: 'checkInOnlyAtReception',
  Failure: 'failure',
};

const tooManyRequests = { type: 'TooManyRequests' } as const;

async function reservedByLink(db: Database, anonymousId: string) {
  const [record] = await findAppointments(db, eq(appointments.anonymousLinkId, anonymousId));
  return record?.appointment.reservedByPatientId ? { record, patientId: record.appointment.reservedByPatientId } : undefined;
}

/** Constant time, so the answer's timing says nothing about how much of the end part matched. */
async function endPartMatches(db: Database, patientId: number, ssnEndPart: string): Promise<boolean> {
  const [person] = await db.select({ ssn: persons.ssn }).from(persons).where(eq(persons.id, patientId));
  return person !== undefined && sameToken(person.ssn.slice(-4).toUpperCase(), ssnEndPart);
}

/** The anonymous appointment link (account doc sections 3, 4 and 6): public, no session. */
export function registerAnonymousAppointmentRoutes(app: FastifyInstance, deps: { db: Database; now: () => Date }): void {
  const { db, now } = deps;
  const limiter = createRateLimiter(db, now);

  app.get('/api/anon/appointments/:anonymousId', { config: { access: 'public' } }, async (request, reply) => {
    const { lang } = parseInput(LangQuerySchema, request.query);
    // A malformed id is as unknown as a well-formed one that names nothing.
    const params = v.safeParse(v.object({ anonymousId: AnonymousAppointmentIdSchema }), request.params);
    const found = params.success ? await reservedByLink(db, params.output.anonymousId) : undefined;
    if (!found) throw notFound();
    reply.header('cache-control', 'no-store');
    return toAnonymousAppointment(found.record, lang, now());
  });

  app.post('/api/anon/check-in', { config: { access: 'public' } }, async (request, reply): Promise<AnonymousCheckInResult | typeof tooManyRequests> => {
    const { appointmentId, ssnEndPart } = parseInput(AnonymousCheckInRequestSchema, request.body);
    reply.header('cache-control', 'no-store');
    // request.ip is the client's address as the load balancer reports it (trustProxy).
    if (!(await limiter.consume(ANON_CHECK_IN_ADDRESS_LIMIT, request.ip)).allowed) return reply.code(429).send(tooManyRequests);
    const found = await reservedByLink(db, appointmentId);
    if (!found) throw notFound();
    const appointmentKey = String(found.record.appointment.id);
    if (!(await limiter.consume(ANON_CHECK_IN_APPOINTMENT_LIMIT, appointmentKey)).allowed) return reply.code(429).send(tooManyRequests);
    if (!(await endPartMatches(db, found.patientId, ssnEndPart))) return { type: 'ssnEndPartMismatch' };
    // Only wrong end parts count against the appointment.
    await limiter.refund(ANON_CHECK_IN_APPOINTMENT_LIMIT, appointmentKey);
    const result = await checkIn(db, found.record, now());
    return { type: anonymousType[result.type], ...(result.room === undefined ? {} : { room: result.room }) };
  });
}
