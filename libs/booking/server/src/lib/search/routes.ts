import rateLimit from '@fastify/rate-limit';
import type {
  AppointmentSearchQuery,
  AppointmentSearchResponse,
  AvailableDatesResponse,
  BookingFiltersResponse,
  PractitionerClinicsResponse,
  SpecialtyResponse,
} from '@portal/booking/contracts';
import {
  AppointmentSearchQuerySchema,
  BookingFiltersQuerySchema,
  PractitionerClinicsQuerySchema,
  SpecialtyQuerySchema,
} from '@portal/booking/contracts';
import type { Database } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { actingSessionOf, addressKey, HttpProblem, notFound, parseInput } from '@portal/shared/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { occupationalBookingFor } from '../occupational/agreement';
import { bookableSpecialtyIds, narrowToAgreement } from '../occupational/status';
import { catalogueCache } from './catalogue';
import { toBookableAppointment } from './mapping';
import { availableDates, searchAppointments, searchStatements } from './queries';
import { cachedReferenceData } from './reference';

/**
 * Requests a minute from one client address to each of the free-time search and the calendar's
 * days (each route counted apart). The portal asks for both once per change of the filters, so a
 * person clicking quickly makes well under one a second; 300 leaves room for that and for the many
 * patients one mobile operator's shared IPv4 address can stand for, while a client that loops over
 * the search is refused. Overload as such is the load shedding's (http/load.ts), not this limit's.
 */
export const SEARCH_RATE_LIMIT = { max: 300, timeWindow: 60_000 } as const;

/**
 * Requests a minute from one client address to each reference route (filters, a practitioner's
 * clinics, a specialty's texts). The portal asks for them once per visit of the search page or
 * per chosen practitioner or specialty, and their answers are cached, so the limit only keeps a
 * flood off (and is higher than the search's: a cached answer costs little).
 */
export const REFERENCE_RATE_LIMIT = { max: 600, timeWindow: 60_000 } as const;

/** Anonymous patients search too (booking doc section 6); the answers carry nobody's data (the access log's `false`). */
const publicAccess = { access: 'public', accessLog: false } as const;
const searchRoute = { config: { ...publicAccess, rateLimit: SEARCH_RATE_LIMIT } };
const referenceRoute = { config: { ...publicAccess, rateLimit: REFERENCE_RATE_LIMIT } };

export interface BookingSearchDeps {
  db: Database;
  config: ApiConfig;
  now: () => Date;
}

/**
 * The public booking search (booking doc sections 7 and 9). An unexpected error is left to the
 * error handler (500, or 503 when the database is down) rather than answered 200 `failure`: the
 * portal shows its error view with retry for both, and a 5xx stays visible in monitoring.
 */
export function registerBookingSearchRoutes(app: FastifyInstance, deps: BookingSearchDeps): void {
  // A context of their own, so that the rate limit's hook is there before the routes are added.
  app.register(async (scope) => {
    await registerSearchRateLimit(scope);
    registerRoutes(scope, deps);
  });
}

/**
 * The public search routes' per-address limit (SEARCH_RATE_LIMIT, REFERENCE_RATE_LIMIT), for
 * routes that name theirs in `config.rateLimit`. A refused request gets 429 `{type:
 * 'TooManyRequests'}` with Retry-After in seconds. Clients are counted by addressKey(request.ip):
 * the socket's address or the one a trusted proxy reports (TRUST_PROXY), an IPv6 client by its /64.
 *
 * The counts are held in this process's memory, unlike the sign-in and reservation limits that
 * count in PostgreSQL (rate-limit.ts): these limits are there to keep a flood off the database,
 * and a database write per search would itself be load. With several API processes a client may
 * make up to that many times the figure, which is acceptable for flood protection. Each route
 * keeps the counts of the `cache` most recently seen addresses.
 */
async function registerSearchRateLimit(scope: FastifyInstance): Promise<void> {
  await scope.register(rateLimit, {
    global: false,
    cache: 10_000,
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: () => new HttpProblem(429, { type: 'TooManyRequests' }),
  });
}

function registerRoutes(app: FastifyInstance, deps: BookingSearchDeps): void {
  const { db, config, now } = deps;
  const brand = config.brand;
  const search = { statements: searchStatements(db), cache: catalogueCache(db, now) };
  const reference = cachedReferenceData(db, brand, now);

  /**
   * The query as it may be searched: an occupational search only finds the specialties the
   * session's own agreement lets its employee book online (contract products decide what can be
   * booked, booking doc section 6), and null when that leaves nothing (no session, no agreement).
   */
  const searchable = async (request: FastifyRequest, query: AppointmentSearchQuery): Promise<AppointmentSearchQuery | null> => {
    if (query.customerType !== 'occupational') return query;
    const session = request.session ? actingSessionOf(request) : null;
    const specialtyIds = narrowToAgreement(query.specialtyIds, bookableSpecialtyIds(await occupationalBookingFor(db, session, brand)));
    return specialtyIds ? { ...query, specialtyIds } : null;
  };

  app.get('/api/appointments', searchRoute, async (request, reply): Promise<AppointmentSearchResponse> => {
    const asked = parseInput(AppointmentSearchQuerySchema, request.query);
    const query = await searchable(request, asked);
    const records = query ? await searchAppointments(search, { query, brand, now: now() }) : [];
    // Free times change with every reservation (an occupational answer with the session too), so nothing may serve an old answer.
    reply.header('cache-control', 'no-store');
    return { availableAppointments: { type: 'success', appointments: records.map((record) => toBookableAppointment(record, asked.lang)) } };
  });

  app.get('/api/appointments/available-appointment-dates', searchRoute, async (request, reply): Promise<AvailableDatesResponse> => {
    const query = await searchable(request, parseInput(AppointmentSearchQuerySchema, request.query));
    reply.header('cache-control', 'no-store');
    return { dates: query ? await availableDates(search, { query, brand, now: now() }) : [] };
  });

  app.get('/api/appointments/practitioner-clinics', referenceRoute, async (request): Promise<PractitionerClinicsResponse> => {
    const { id } = parseInput(PractitionerClinicsQuerySchema, request.query);
    return { clinicIds: await reference.clinicsOfPractitioner(id) };
  });

  app.get('/api/appointments/specialty', referenceRoute, async (request): Promise<SpecialtyResponse> => {
    const { id, lang } = parseInput(SpecialtyQuerySchema, request.query);
    const answer = await reference.specialtyContent(id, lang);
    if (!answer) throw notFound();
    return answer;
  });

  app.get('/api/appointments/filters', referenceRoute, async (request): Promise<BookingFiltersResponse> => {
    const { lang, customerType } = parseInput(BookingFiltersQuerySchema, request.query);
    return reference.filters(customerType, lang);
  });
}
