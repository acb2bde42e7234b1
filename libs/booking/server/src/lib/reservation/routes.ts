import type { ReservationAppointment, ReservationResponse } from '@portal/shared/contracts';
import {
  AnonymousReservationRequestSchema,
  AppointmentIdParamSchema,
  LangQuerySchema,
  SignedInReservationRequestSchema,
} from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import { appointments, findAppointments } from '@portal/shared/db';
import type { ApiConfig, RateLimitRule } from '@portal/shared/server';
import {
  actingSessionOf,
  cancellationHoursOf,
  createRateLimiter,
  HttpProblem,
  loggableError,
  notFound,
  parseInput,
} from '@portal/shared/server';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { toBookableAppointment } from '../search/mapping';
import { reserveAnonymously } from './anonymous';
import { reserveSignedIn } from './signed-in';

/**
 * Anonymous reservations per client address: a person books one or two times at a go, so ten in
 * fifteen minutes leaves room for typing mistakes while slowing anyone trying identity codes.
 */
export const ANON_RESERVE_ADDRESS_LIMIT: RateLimitRule = { name: 'anon-reserve-address', limit: 10, windowMinutes: 15 };

export interface ReservationRouteDeps {
  db: Database;
  config: ApiConfig;
  now: () => Date;
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
  const { db, config, now } = deps;
  const limiter = createRateLimiter(db, now);

  // Digits only, so the search area's named routes under /api/appointments/ never meet this one.
  app.get('/api/appointments/:id(^\\d{1,10}$)', { config: { access: 'public' } }, async (request): Promise<ReservationAppointment> => {
    const { id } = parseInput(AppointmentIdParamSchema, request.params);
    const { lang } = parseInput(LangQuerySchema, request.query);
    const [record] = await findAppointments(db, eq(appointments.id, Number(id)));
    if (!record) throw notFound();
    return { ...toBookableAppointment(record, lang), bindingHours: cancellationHoursOf(config, record.appointment.organisationId) };
  });

  app.post('/api/reserve-appointment', async (request, reply): Promise<ReservationResponse> => {
    const body = parseInput(SignedInReservationRequestSchema, request.body);
    reply.header('cache-control', 'no-store');
    const session = actingSessionOf(request);
    return orUnknownError(request.log, () => reserveSignedIn(db, config, session, body, now()));
  });

  app.post('/api/anon/reserve-appointment', { config: { access: 'public' } }, async (request, reply): Promise<ReservationResponse | typeof tooManyRequests> => {
    reply.header('cache-control', 'no-store');
    // Counted before the body is read, so malformed attempts count too. request.ip is the
    // client's address as the load balancer reports it (trustProxy).
    if (!(await limiter.consume(ANON_RESERVE_ADDRESS_LIMIT, request.ip)).allowed) return reply.code(429).send(tooManyRequests);
    const body = parseInput(AnonymousReservationRequestSchema, request.body);
    return orUnknownError(request.log, () => reserveAnonymously(db, config, body, now()));
  });

}
