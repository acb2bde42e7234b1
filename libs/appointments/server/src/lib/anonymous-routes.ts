import { findAppointments } from '@portal/appointments/records';
import type { AnonymousCheckInResult, AnonymousCheckInResultType, CheckInResultType } from '@portal/appointments/contracts';
import { AnonymousAppointmentIdSchema, AnonymousCheckInRequestSchema } from '@portal/appointments/contracts';
import { LangQuerySchema } from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import { appointments, persons } from '@portal/shared/db';
import type { ApiConfig, RateLimitRule } from '@portal/shared/server';
import { addressKey, cancellationHoursOf, createRateLimiter, notFound, parseInput, sameToken } from '@portal/shared/server';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { checkIn, checkInClosed } from './check-in';
import { toAnonymousAppointment } from './mapping';

/**
 * The identity code's end part is a four-character secret (three digits and a check character of
 * 31: about 31,000 values), so guessing is limited, and every limit is refused with 429 before the
 * end part is compared. The appointment's link is all a stranger needs, so the policy is chosen so
 * that such a stranger cannot keep the real patient from checking in:
 *
 * - The time comes first: while check-in is not open (too early, over, already checked in, only at
 *   the reception) the answer says so without comparing or counting anything, so an end part can
 *   be tried only in the hour or so around the appointment, and a right and a wrong one get the
 *   same answer outside it.
 * - Wrong end parts are counted per appointment and client address (ANON_CHECK_IN_GUESS_LIMIT: 5 in
 *   15 minutes). A stranger guessing from one address locks only that address out.
 * - A ceiling per appointment across all addresses (ANON_CHECK_IN_APPOINTMENT_LIMIT: 15 wrong in 15
 *   minutes) stops a guesser spread over many addresses. Only a deliberate attack from three or
 *   more addresses reaches it, and then the patient waits at most the rest of that window (or
 *   checks in at the reception).
 * - An overall cap over the link's whole life (ANON_CHECK_IN_LINK_CAP wrong end parts, kept on the
 *   appointment): at the cap the link no longer takes end parts and answers `signInRequired`, and
 *   only strong sign-in checks the appointment in. So at most 20 of ~31,000 values are ever tried.
 * - A right end part counts nothing, and clears the address's own wrong ones from both window
 *   counts: the patient's typos do not linger. Wrong ones from other addresses stay, and so does
 *   the lifetime count.
 * - Attempts of any kind per client address (ANON_CHECK_IN_ADDRESS_LIMIT: 20 in 15 minutes) also
 *   slow a search for link ids.
 */
export const ANON_CHECK_IN_GUESS_LIMIT: RateLimitRule = { name: 'anon-check-in-guess', limit: 5, windowMinutes: 15 };
export const ANON_CHECK_IN_APPOINTMENT_LIMIT: RateLimitRule = { name: 'anon-check-in-appointment', limit: 15, windowMinutes: 15 };
export const ANON_CHECK_IN_ADDRESS_LIMIT: RateLimitRule = { name: 'anon-check-in-address', limit: 20, windowMinutes: 15 };
/** Wrong end parts an anonymous link takes over its whole life. */
export const ANON_CHECK_IN_LINK_CAP = 20;

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
export function registerAnonymousAppointmentRoutes(app: FastifyInstance, deps: { db: Database; config: ApiConfig; now: () => Date }): void {
  const { db, config, now } = deps;
  const limiter = createRateLimiter(db, now);

  app.get('/api/anon/appointments/:anonymousId', { config: { access: 'public', accessLog: { kind: 'appointment' } } }, async (request, reply) => {
    const { lang } = parseInput(LangQuerySchema, request.query);
    // A malformed id is as unknown as a well-formed one that names nothing.
    const params = v.safeParse(v.object({ anonymousId: AnonymousAppointmentIdSchema }), request.params);
    const found = params.success ? await reservedByLink(db, params.output.anonymousId) : undefined;
    if (!found) throw notFound();
    // No session names whose appointment this is: the access log takes its patient from here.
    request.accessLogSubject = found.patientId;
    reply.header('cache-control', 'no-store');
    return toAnonymousAppointment(found.record, lang, now(), cancellationHoursOf(config, found.record.appointment.organisationId));
  });

  app.post('/api/anon/check-in', { config: { access: 'public', accessLog: false } }, async (request, reply): Promise<AnonymousCheckInResult | typeof tooManyRequests> => {
    const { appointmentId, ssnEndPart } = parseInput(AnonymousCheckInRequestSchema, request.body);
    reply.header('cache-control', 'no-store');
    // request.ip is the client's address: the socket's, or the one a proxy trusted by
    // configuration (TRUST_PROXY) reports.
    const address = addressKey(request.ip);
    if (!(await limiter.consume(ANON_CHECK_IN_ADDRESS_LIMIT, address)).allowed) return reply.code(429).send(tooManyRequests);
    const found = await reservedByLink(db, appointmentId);
    if (!found) throw notFound();
    // The time first: nothing is compared or counted while check-in is not open.
    const closed = checkInClosed(found.record, now());
    if (closed) return { type: anonymousType[closed.type] };
    const appointmentKey = String(found.record.appointment.id);
    const guessKey = `${appointmentKey} ${address}`;
    // Counted before comparing, so attempts made at once cannot slip past; given back when right.
    const guesses = await limiter.consume(ANON_CHECK_IN_GUESS_LIMIT, guessKey);
    if (!guesses.allowed) return reply.code(429).send(tooManyRequests);
    if (!(await limiter.consume(ANON_CHECK_IN_APPOINTMENT_LIMIT, appointmentKey)).allowed) {
      // Refused before comparing: not a guess of this address.
      await limiter.refund(ANON_CHECK_IN_GUESS_LIMIT, guessKey);
      return reply.code(429).send(tooManyRequests);
    }
    // The link's overall cap, taken the same way: one conditional update, so attempts made at once
    // on several processes cannot pass it together.
    const failures = appointments.anonymousCheckInFailures;
    const [taken] = await db
      .update(appointments)
      .set({ anonymousCheckInFailures: sql`${failures} + 1` })
      .where(and(eq(appointments.id, found.record.appointment.id), lt(failures, ANON_CHECK_IN_LINK_CAP)))
      .returning({ failures });
    if (!taken) {
      await limiter.refund(ANON_CHECK_IN_GUESS_LIMIT, guessKey);
      await limiter.refund(ANON_CHECK_IN_APPOINTMENT_LIMIT, appointmentKey);
      return { type: 'signInRequired' };
    }
    if (!(await endPartMatches(db, found.patientId, ssnEndPart))) {
      return { type: taken.failures >= ANON_CHECK_IN_LINK_CAP ? 'signInRequired' : 'ssnEndPartMismatch' };
    }
    // Right: this attempt is given back to the link's cap, and this attempt and the address's
    // earlier wrong ones of this window to the window counts.
    await db
      .update(appointments)
      .set({ anonymousCheckInFailures: sql`greatest(${failures} - 1, 0)` })
      .where(eq(appointments.id, found.record.appointment.id));
    for (let n = 0; n < guesses.count; n++) {
      await limiter.refund(ANON_CHECK_IN_GUESS_LIMIT, guessKey);
      await limiter.refund(ANON_CHECK_IN_APPOINTMENT_LIMIT, appointmentKey);
    }
    const result = await checkIn(db, found.record, now());
    return { type: anonymousType[result.type], ...(result.room === undefined ? {} : { room: result.room }) };
  });
}
