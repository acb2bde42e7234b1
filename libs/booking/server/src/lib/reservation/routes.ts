import { findAppointments } from '@portal/appointments/records';
import type { ReservationAppointment, ReservationResponse } from '@portal/booking/contracts';
import type { MoveAppointmentResponse } from '@portal/booking/contracts';
import { AnonymousReservationRequestSchema, MoveAppointmentRequestSchema, SignedInReservationRequestSchema } from '@portal/booking/contracts';
import { AppointmentIdParamSchema } from '@portal/appointments/contracts';
import { LangQuerySchema } from '@portal/shared/contracts';
import type { Database, JobQueue } from '@portal/shared/db';
import { appointments } from '@portal/shared/db';
import type { ApiConfig, RateLimitRule } from '@portal/shared/server';
import {
  actingSessionOf,
  addressKey,
  cancellationHoursOf,
  createRateLimiter,
  HttpProblem,
  loggableError,
  notFound,
  parseInput,
} from '@portal/shared/server';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { InsurerServices } from '../insurance/insurance-plugin';
import { INSURER_CHECK_LIMIT } from '../insurance/routes';
import { toBookableAppointment } from '../search/mapping';
import { IDENTITY_NOT_USABLE, reserveAnonymously } from './anonymous';
import { moveAppointment } from './move';
import { isShownOnReservationPage } from './rules';
import { reserveSignedIn } from './signed-in';

/**
 * Anonymous reservations per client address: a person books one or two times at a go, so ten in
 * fifteen minutes leaves room for typing mistakes while slowing anyone trying identity codes.
 */
export const ANON_RESERVE_ADDRESS_LIMIT: RateLimitRule = { name: 'anon-reserve-address', limit: 10, windowMinutes: 15 };

/**
 * Wrong guesses: the answer for an identity code the anonymous reservation cannot use (one answer,
 * patientInfoConflict, for an unknown code, wrong names, no consent...) counts against both the client address and the
 * identity code (its SHA-256 only is stored): five of either in fifteen minutes, then 429 before
 * any identity code is looked up. Five leave room for typing mistakes in one's own name; per code,
 * a guesser spread over many addresses gets no more; the real person locked out by a stranger can
 * still sign in strongly and book, and the window ends within fifteen minutes.
 */
export const ANON_RESERVE_WRONG_GUESS_ADDRESS_LIMIT: RateLimitRule = { name: 'anon-reserve-wrong-address', limit: 5, windowMinutes: 15 };
export const ANON_RESERVE_WRONG_GUESS_SSN_LIMIT: RateLimitRule = { name: 'anon-reserve-wrong-ssn', limit: 5, windowMinutes: 15 };

export interface ReservationRouteDeps extends InsurerServices {
  db: Database;
  config: ApiConfig;
  now: () => Date;
  /** The confirmation is written to the queue in the reservation's own transaction. */
  jobs: JobQueue;
}

const tooManyRequests = { type: 'TooManyRequests' } as const;

/**
 * A valid reservation that fails for a reason of ours (the database refused the update, say)
 * answers unknownError (booking doc section 8), which the portal shows as 'Something went wrong.
 * Please try again.'. Bad input keeps its 4xx answer; the error is logged without its values.
 */
async function orUnknownError(log: FastifyBaseLogger, reserve: () => Promise<ReservationResponse>): Promise<ReservationResponse> {
  try {
    return await reserve();
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    log.error({ err: loggableError(error) }, 'reservation failed');
    return { type: 'unknownError' };
  }
}

/** The reservation page's time and both reservation calls. */
export function registerReservationRoutes(app: FastifyInstance, deps: ReservationRouteDeps): void {
  const { db, config, now, jobs } = deps;
  const limiter = createRateLimiter(db, now);

  /** Returns an attempt that was no wrong guess; a failure is logged, never the answer's. */
  const giveBack = async (log: FastifyBaseLogger, rule: RateLimitRule, key: string): Promise<void> => {
    try {
      await limiter.refund(rule, key);
    } catch (error) {
      log.error({ err: loggableError(error), rule: rule.name }, 'rate limit refund failed');
    }
  };

  // Digits only, so the search area's named routes under /api/appointments/ never meet this one.
  // Public, but only a time that can be reserved, or the signed-in patient's own, is shown: anything
  // else is 404 like an unknown id, so ids cannot be walked to find out which times are taken.
  app.get('/api/appointments/:id(^\\d{1,10}$)', { config: { access: 'public', accessLog: { kind: 'appointment', record: 'id' } } }, async (request, reply): Promise<ReservationAppointment> => {
    const { id } = parseInput(AppointmentIdParamSchema, request.params);
    const { lang } = parseInput(LangQuerySchema, request.query);
    // The answer depends on the session and the clock.
    reply.header('cache-control', 'no-store');
    const [record] = await findAppointments(db, eq(appointments.id, Number(id)));
    const subjectId = request.session ? actingSessionOf(request).subjectId : null;
    if (!record || !isShownOnReservationPage(record.appointment, subjectId, now())) throw notFound();
    // A free time is no one's data; the patient's own reserved one is.
    if (record.appointment.reservedByPatientId === null) request.accessLogSubject = null;
    return {
      ...toBookableAppointment(record, lang),
      bindingHours: cancellationHoursOf(config, record.appointment.organisationId),
      kindConceptCode: record.kind.conceptCode,
    };
  });

  app.post('/api/reserve-appointment', { config: { accessLog: { kind: 'appointment' } } }, async (request, reply): Promise<ReservationResponse | typeof tooManyRequests> => {
    const body = parseInput(SignedInReservationRequestSchema, request.body);
    reply.header('cache-control', 'no-store');
    const session = actingSessionOf(request);
    // Pohjola and LähiTapiola are asked again before an insurance reservation: those count with the
    // insurance routes' checks, so the reservation is no way round their limit.
    if (body.customerType === 'insurance' && (body.insuranceCompany === 'OP' || body.insuranceCompany === 'LAHITAPIOLA')) {
      if (!(await limiter.consume(INSURER_CHECK_LIMIT, String(session.subjectId))).allowed) return reply.code(429).send(tooManyRequests);
    }
    const insurance = { insurers: { pohjola: deps.pohjola, lahiTapiola: deps.lahiTapiola }, log: request.log };
    return orUnknownError(request.log, () => reserveSignedIn(db, config, session, body, now(), insurance, jobs));
  });

  app.post('/api/move-appointment', { config: { accessLog: { kind: 'appointment' } } }, async (request, reply): Promise<MoveAppointmentResponse> => {
    const body = parseInput(MoveAppointmentRequestSchema, request.body);
    reply.header('cache-control', 'no-store');
    return moveAppointment(db, config, actingSessionOf(request), body, now(), jobs);
  });

  app.post('/api/anon/reserve-appointment', { config: { access: 'public', accessLog: { kind: 'appointment' } } }, async (request, reply): Promise<ReservationResponse | typeof tooManyRequests> => {
    reply.header('cache-control', 'no-store');
    // Counted before the body is read, so malformed attempts count too. request.ip is the client's
    // address: the socket's, or the one a proxy trusted by configuration (TRUST_PROXY) reports.
    const address = addressKey(request.ip);
    if (!(await limiter.consume(ANON_RESERVE_ADDRESS_LIMIT, address)).allowed) return reply.code(429).send(tooManyRequests);
    const body = parseInput(AnonymousReservationRequestSchema, request.body);

    // Both wrong-guess counts are taken before the identity code is looked up, so attempts made at
    // once cannot slip past them, and given back unless the answer turns out to be a wrong guess.
    // The identity code is the schema's (trimmed, upper-cased); the limiter keeps only its hash.
    const ssnKey = body.ssn;
    if (!(await limiter.consume(ANON_RESERVE_WRONG_GUESS_ADDRESS_LIMIT, address)).allowed) return reply.code(429).send(tooManyRequests);
    if (!(await limiter.consume(ANON_RESERVE_WRONG_GUESS_SSN_LIMIT, ssnKey)).allowed) {
      await giveBack(request.log, ANON_RESERVE_WRONG_GUESS_ADDRESS_LIMIT, address);
      return reply.code(429).send(tooManyRequests);
    }
    let wrongGuess = false;
    try {
      // No session names whose appointment it is: the access log takes the patient of one made here.
      const reservedFor = (patientId: number) => {
        request.accessLogSubject = patientId;
      };
      const result = await orUnknownError(request.log, () => reserveAnonymously(db, config, body, now(), jobs, reservedFor));
      wrongGuess = result.type === IDENTITY_NOT_USABLE.type;
      return result;
    } finally {
      if (!wrongGuess) {
        await giveBack(request.log, ANON_RESERVE_WRONG_GUESS_ADDRESS_LIMIT, address);
        await giveBack(request.log, ANON_RESERVE_WRONG_GUESS_SSN_LIMIT, ssnKey);
      }
    }
  });

}
