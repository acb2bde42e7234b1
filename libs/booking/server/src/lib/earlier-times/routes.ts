import { AppointmentIdParamSchema } from '@portal/appointments/contracts';
import { bookingListOfPayer } from '@portal/appointments/records';
import type { EarlierTimeSaveResponse, EarlierTimeState } from '@portal/booking/contracts';
import { EarlierTimeRequestSchema, REMOTE_SPECIALTY_IDS } from '@portal/booking/contracts';
import { LangQuerySchema } from '@portal/shared/contracts';
import type { Database, JobQueue } from '@portal/shared/db';
import {
  appointments,
  clinics,
  earlierTimeOffers,
  earlierTimeRequests,
  organisationClinics,
  practitionerClinics,
  practitioners,
  practitionerSpecialties,
  specialties,
} from '@portal/shared/db';
import type { ActingSession, ApiConfig } from '@portal/shared/server';
import { actingSessionOf, cancellationHoursOf, HttpProblem, notFound, parseInput } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

const hour = 3_600_000;

export interface EarlierTimeRouteDeps {
  db: Database;
  config: ApiConfig;
  now: () => Date;
  jobs: JobQueue;
}

type AppointmentRow = typeof appointments.$inferSelect;

/** The session's patient's upcoming, uncancelled booking, or 404 as for anyone else's. */
async function upcomingBooking(db: Database, acting: ActingSession, id: number, now: Date): Promise<AppointmentRow> {
  const [booking] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.reservedByPatientId, acting.subjectId), isNull(appointments.cancelledAt), gt(appointments.startDate, now)));
  if (!booking || booking.checkedInAt) throw notFound();
  return booking;
}

/** Whether an earlier time can be offered for the booking: one the portal moves, outside its cancellation window. */
function movable(config: ApiConfig, booking: AppointmentRow, now: Date): boolean {
  const latestStart = now.getTime() + cancellationHoursOf(config, booking.organisationId) * hour;
  return bookingListOfPayer(booking.payerType) !== null && booking.startDate.getTime() >= latestStart;
}

/** The organisation's clinics (not the remote ones) where someone of the specialty works, by name. */
export function clinicsOfSpecialty(db: Database, organisationId: string, specialtyId: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectDistinct({ id: clinics.id, name: clinics.name })
    .from(clinics)
    .innerJoin(organisationClinics, and(eq(organisationClinics.clinicId, clinics.id), eq(organisationClinics.organisationId, organisationId)))
    .innerJoin(practitionerClinics, eq(practitionerClinics.clinicId, clinics.id))
    .innerJoin(practitionerSpecialties, and(eq(practitionerSpecialties.practitionerId, practitionerClinics.practitionerId), eq(practitionerSpecialties.specialtyId, specialtyId)))
    .where(eq(clinics.isRemote, false))
    .orderBy(asc(clinics.name));
}

/** A practitioner's name and title in the language; '' for none. */
export async function practitionerNameOf(db: Database, id: number, lang: Language): Promise<string> {
  const [practitioner] = await db.select({ name: practitioners.name, title: practitioners.title }).from(practitioners).where(eq(practitioners.id, id));
  return practitioner ? `${practitioner.name}, ${practitioner.title[lang]}` : '';
}

/** A specialty's name in the language; '' for none. */
export async function specialtyNameOf(db: Database, id: string, lang: Language): Promise<string> {
  const [specialty] = await db.select({ title: specialties.title }).from(specialties).where(eq(specialties.id, id));
  return specialty?.title[lang] ?? '';
}

/** Whether the specialty has remote times (booking doc section 5). */
export const hasRemoteTimes = (specialtyId: string): boolean => (REMOTE_SPECIALTY_IDS as readonly string[]).includes(specialtyId);

async function choicesOf(db: Database, booking: AppointmentRow, lang: Language): Promise<EarlierTimeState['choices']> {
  const [practitionerName, specialtyName, clinicRows] = await Promise.all([
    practitionerNameOf(db, booking.practitionerId, lang),
    specialtyNameOf(db, booking.specialtyId, lang),
    clinicsOfSpecialty(db, booking.organisationId, booking.specialtyId),
  ]);
  return {
    practitionerName,
    specialtyName,
    clinics: clinicRows,
    remote: booking.isRemote || hasRemoteTimes(booking.specialtyId),
    sms: booking.phone !== null && booking.phone !== '',
  };
}

/** The time an offer holds for the request's patient now, if any. */
export async function heldTimeOf(db: Database, request: { id: number; patientId: number }, now: Date): Promise<EarlierTimeState['offer']> {
  const [offer] = await db
    .select({ appointmentId: appointments.id, startDate: appointments.startDate, heldUntil: appointments.heldUntil })
    .from(earlierTimeOffers)
    .innerJoin(appointments, eq(appointments.id, earlierTimeOffers.appointmentId))
    .where(
      and(
        eq(earlierTimeOffers.requestId, request.id),
        isNull(earlierTimeOffers.acceptedAt),
        isNull(appointments.reservedByPatientId),
        isNull(appointments.cancelledAt),
        eq(appointments.heldForPatientId, request.patientId),
        gt(appointments.heldUntil, now),
      ),
    )
    .orderBy(desc(earlierTimeOffers.id))
    .limit(1);
  return offer?.heldUntil ? { appointmentId: offer.appointmentId, startDate: offer.startDate.toISOString(), heldUntil: offer.heldUntil.toISOString() } : null;
}

async function stateOf(deps: EarlierTimeRouteDeps, booking: AppointmentRow, lang: Language, now: Date): Promise<EarlierTimeState> {
  const { db, config } = deps;
  const [request] = await db
    .select()
    .from(earlierTimeRequests)
    .where(and(eq(earlierTimeRequests.appointmentId, booking.id), isNull(earlierTimeRequests.endedAt)));
  const offer = request ? await heldTimeOf(db, request, now) : null;
  return {
    available: movable(config, booking, now),
    request: request
      ? {
          samePractitioner: request.samePractitioner,
          clinicIds: request.clinicIds,
          remote: request.remote,
          partsOfDay: request.partsOfDay,
          channels: request.channels,
          createdAt: request.createdAt.toISOString(),
        }
      : null,
    offer,
    choices: await choicesOf(db, booking, lang),
  };
}

export function invalid(path: string, message: string): HttpProblem {
  return new HttpProblem(400, { type: 'ValidationError', details: [{ path, message }] });
}

/**
 * A booking's request for an earlier time (docs/decisions/0056-offers-of-an-earlier-time.md):
 * read, made or changed (PUT: one a booking, so a retry changes nothing), and cancelled (DELETE:
 * the time an offer holds for the patient is let go at once and passed on). Each for the session's
 * patient's own upcoming booking only; anyone else's is 404 as an unknown one.
 */
export function registerEarlierTimeRoutes(app: FastifyInstance, deps: EarlierTimeRouteDeps): void {
  const { db, now, jobs } = deps;
  const path = '/api/appointments/:id(^\\d{1,10}$)/earlier-time';
  const accessLog = { kind: 'appointment', record: 'id' } as const;

  app.get(path, { config: { accessLog } }, async (request, reply): Promise<EarlierTimeState> => {
    const { id } = parseInput(AppointmentIdParamSchema, request.params);
    const { lang } = parseInput(LangQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    const at = now();
    const booking = await upcomingBooking(db, actingSessionOf(request), Number(id), at);
    return stateOf(deps, booking, lang, at);
  });

  app.put(path, { config: { accessLog } }, async (request, reply): Promise<EarlierTimeSaveResponse> => {
    const { id } = parseInput(AppointmentIdParamSchema, request.params);
    const body = parseInput(EarlierTimeRequestSchema, request.body);
    reply.header('cache-control', 'no-store');
    const at = now();
    const acting = actingSessionOf(request);
    const booking = await upcomingBooking(db, acting, Number(id), at);
    if (!movable(deps.config, booking, at)) return { type: 'notAvailable' };
    const choices = await choicesOf(db, booking, body.language);
    const known = new Set(choices.clinics.map((clinic) => clinic.id));
    if (body.clinicIds.some((clinicId) => !known.has(clinicId))) throw invalid('clinicIds', 'A clinic where the booking’s specialty is not seen');
    if (body.remote && !choices.remote) throw invalid('remote', 'The booking’s specialty has no remote times');
    if (body.channels.includes('sms') && !choices.sms) throw invalid('channels', 'The booking has no phone number for text messages');
    const values = {
      samePractitioner: body.samePractitioner,
      clinicIds: body.clinicIds,
      remote: body.remote,
      partsOfDay: body.partsOfDay,
      channels: body.channels,
      language: body.language,
    };
    // A change keeps the request's place in line (its id and createdAt).
    await db
      .insert(earlierTimeRequests)
      .values({ appointmentId: booking.id, patientId: acting.subjectId, requestedByPersonId: acting.personId, createdAt: at, ...values })
      .onConflictDoUpdate({ target: earlierTimeRequests.appointmentId, targetWhere: isNull(earlierTimeRequests.endedAt), set: values });
    return { type: 'saved', state: await stateOf(deps, booking, body.language, at) };
  });

  app.delete(path, { config: { accessLog } }, async (request, reply) => {
    const { id } = parseInput(AppointmentIdParamSchema, request.params);
    const at = now();
    const acting = actingSessionOf(request);
    const [booking] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.id, Number(id)), eq(appointments.reservedByPatientId, acting.subjectId)));
    if (!booking) throw notFound();
    await db.transaction(async (tx) => {
      const ended = await tx
        .update(earlierTimeRequests)
        .set({ endedAt: at, endReason: 'cancelled' })
        .where(and(eq(earlierTimeRequests.appointmentId, booking.id), isNull(earlierTimeRequests.endedAt)))
        .returning({ id: earlierTimeRequests.id, patientId: earlierTimeRequests.patientId });
      for (const request of ended) await releaseHeldTime(tx, jobs, request, at);
    });
    return reply.code(204).send();
  });
}

/**
 * In the transaction that ends a request: the time held for it goes to the next in line now rather
 * than when the hold ends.
 */
export async function releaseHeldTime(tx: Database, jobs: JobQueue, request: { id: number; patientId: number }, at: Date): Promise<void> {
  const released = await tx
    .update(appointments)
    .set({ heldUntil: null, heldForPatientId: null })
    .where(
      and(
        eq(appointments.heldForPatientId, request.patientId),
        gt(appointments.heldUntil, at),
        isNull(appointments.reservedByPatientId),
        // Only a time offered to this request.
        sql`${appointments.id} in (select ${earlierTimeOffers.appointmentId} from ${earlierTimeOffers} where ${earlierTimeOffers.requestId} = ${request.id})`,
      ),
    )
    .returning({ id: appointments.id });
  for (const time of released) await jobs.send(tx, 'earlier-time', { appointmentId: time.id });
}
