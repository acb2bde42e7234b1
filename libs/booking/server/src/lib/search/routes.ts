import type {
  AppointmentSearchQuery,
  AppointmentSearchResponse,
  AvailableDatesResponse,
  BookingFiltersResponse,
  PractitionerClinicsResponse,
  SpecialtyResponse,
} from '@portal/shared/contracts';
import {
  AppointmentSearchQuerySchema,
  BookingFiltersQuerySchema,
  PractitionerClinicsQuerySchema,
  SpecialtyQuerySchema,
} from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { actingSessionOf, notFound, parseInput } from '@portal/shared/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { occupationalBookingFor } from '../occupational/agreement';
import { bookableSpecialtyIds, narrowToAgreement } from '../occupational/status';
import { catalogueCache } from './catalogue';
import { toBookableAppointment } from './mapping';
import { availableDates, searchAppointments, searchStatements } from './queries';
import { bookingFilters, clinicsOfPractitioner, specialtyContent } from './reference';

/** Anonymous patients search too (booking doc section 6). */
const publicAccess = { access: 'public' } as const;

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
  const { db, config, now } = deps;
  const brand = config.brand;
  const search = { statements: searchStatements(db), cache: catalogueCache(db, now) };

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

  app.get('/api/appointments', { config: publicAccess }, async (request, reply): Promise<AppointmentSearchResponse> => {
    const asked = parseInput(AppointmentSearchQuerySchema, request.query);
    const query = await searchable(request, asked);
    const records = query ? await searchAppointments(search, { query, brand, now: now() }) : [];
    // Free times change with every reservation (an occupational answer with the session too), so nothing may serve an old answer.
    reply.header('cache-control', 'no-store');
    return { availableAppointments: { type: 'success', appointments: records.map((record) => toBookableAppointment(record, asked.lang)) } };
  });

  app.get('/api/appointments/available-appointment-dates', { config: publicAccess }, async (request, reply): Promise<AvailableDatesResponse> => {
    const query = await searchable(request, parseInput(AppointmentSearchQuerySchema, request.query));
    reply.header('cache-control', 'no-store');
    return { dates: query ? await availableDates(search, { query, brand, now: now() }) : [] };
  });

  app.get('/api/appointments/practitioner-clinics', { config: publicAccess }, async (request): Promise<PractitionerClinicsResponse> => {
    const { id } = parseInput(PractitionerClinicsQuerySchema, request.query);
    return { clinicIds: await clinicsOfPractitioner(db, brand, id) };
  });

  app.get('/api/appointments/specialty', { config: publicAccess }, async (request): Promise<SpecialtyResponse> => {
    const { id, lang } = parseInput(SpecialtyQuerySchema, request.query);
    const answer = await specialtyContent(db, id, lang);
    if (!answer) throw notFound();
    return answer;
  });

  app.get('/api/appointments/filters', { config: publicAccess }, async (request): Promise<BookingFiltersResponse> => {
    const { lang, customerType } = parseInput(BookingFiltersQuerySchema, request.query);
    return bookingFilters(db, brand, customerType, lang, now());
  });
}
