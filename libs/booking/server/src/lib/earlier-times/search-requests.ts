import type { SearchRequestList, SearchRequestSaveResponse } from '@portal/booking/contracts';
import { MAX_SEARCH_REQUESTS, SEARCH_REQUEST_MAX_DAYS, SearchRequestSchema } from '@portal/booking/contracts';
import { LangQuerySchema } from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import { earlierTimeOffers, earlierTimeRequests, patients, personById, practitionerSpecialties } from '@portal/shared/db';
import { actingSessionOf, notFound, parseInput } from '@portal/shared/server';
import { addCalendarDays, helsinkiDateString, helsinkiInstant } from '@portal/shared/util';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { EarlierTimeRouteDeps } from './routes';
import { clinicsOfSpecialty, hasRemoteTimes, heldTimeOf, invalid, practitionerNameOf, releaseHeldTime, specialtyNameOf } from './routes';

const IdParamSchema = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number)) });

/**
 * In a reservation's transaction: a search's request whose offered time the patient has just
 * reserved is served (its offer accepted).
 */
export async function endSearchRequestsServedBy(tx: Database, patientId: number, appointmentId: number, now: Date): Promise<void> {
  const accepted = await tx
    .update(earlierTimeOffers)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(earlierTimeOffers.appointmentId, appointmentId),
        isNull(earlierTimeOffers.acceptedAt),
        sql`${earlierTimeOffers.requestId} in (select ${earlierTimeRequests.id} from ${earlierTimeRequests}
          where ${earlierTimeRequests.patientId} = ${patientId} and ${earlierTimeRequests.appointmentId} is null and ${earlierTimeRequests.endedAt} is null)`,
      ),
    )
    .returning({ requestId: earlierTimeOffers.requestId });
  if (accepted.length === 0) return;
  await tx
    .update(earlierTimeRequests)
    .set({ endedAt: now, endReason: 'booked' })
    .where(inArray(earlierTimeRequests.id, accepted.map((row) => row.requestId)));
}

/**
 * A patient's requests from searches that found nothing (decision 0056): listed (GET), made (POST,
 * at most MAX_SEARCH_REQUESTS open at once; of the search's clinics and remote times, those where
 * the specialty is seen) and cancelled (DELETE, again without harm; a time held
 * for it goes to the next in line at once). Each for the session's patient only.
 */
export function registerSearchRequestRoutes(app: FastifyInstance, deps: EarlierTimeRouteDeps): void {
  const { db, config, now, jobs } = deps;
  const path = '/api/earlier-time-requests';

  app.get(path, { config: { accessLog: { kind: 'appointments' } } }, async (request, reply): Promise<SearchRequestList> => {
    const { lang } = parseInput(LangQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    const at = now();
    const rows = await db
      .select()
      .from(earlierTimeRequests)
      .where(and(eq(earlierTimeRequests.patientId, actingSessionOf(request).subjectId), isNull(earlierTimeRequests.appointmentId), isNull(earlierTimeRequests.endedAt)))
      .orderBy(asc(earlierTimeRequests.id));
    const requests = await Promise.all(
      rows.map(async (row) => {
        const organisationId = row.organisationId ?? config.brand;
        const specialtyId = row.specialtyId ?? '';
        const [specialtyName, practitionerName, clinics, offer] = await Promise.all([
          specialtyNameOf(db, specialtyId, lang),
          row.practitionerId === null ? null : practitionerNameOf(db, row.practitionerId, lang),
          clinicsOfSpecialty(db, organisationId, specialtyId),
          heldTimeOf(db, row, at),
        ]);
        return {
          id: row.id,
          customerType: row.customerType ?? 'private',
          specialtyName,
          practitionerName,
          clinics: row.clinicIds.map((id) => clinics.find((clinic) => clinic.id === id)?.name ?? id),
          remote: row.remote,
          partsOfDay: row.partsOfDay,
          channels: row.channels,
          notAfter: helsinkiDateString(row.notAfter ?? at),
          createdAt: row.createdAt.toISOString(),
          offer,
        };
      }),
    );
    return { requests };
  });

  app.post(path, { config: { accessLog: { kind: 'appointments' } } }, async (request, reply): Promise<SearchRequestSaveResponse> => {
    const body = parseInput(SearchRequestSchema, request.body);
    reply.header('cache-control', 'no-store');
    const at = now();
    const acting = actingSessionOf(request);
    const found = await personById(db, acting.subjectId);
    if (!found?.patient) return { type: 'notAvailable' };
    const { patient } = found;
    if (body.customerType === 'occupational' && patient.healthCareType !== 'occupational') return { type: 'notAvailable' };
    if (body.customerType === 'kela65' && !config.features.includes('kela65')) return { type: 'notAvailable' };

    const today = helsinkiDateString(at);
    if (body.notAfter < today || body.notAfter > addCalendarDays(today, SEARCH_REQUEST_MAX_DAYS)) throw invalid('notAfter', 'From today to a year on');
    const organisationId = config.brand;
    const clinics = await clinicsOfSpecialty(db, organisationId, body.specialtyId);
    if (clinics.length === 0 && !hasRemoteTimes(body.specialtyId)) throw invalid('specialtyId', 'A specialty the organisation does not see');
    // The search's clinics and remote times, as far as the specialty is seen there: a search may
    // name a clinic without it, and the page cannot know (its reference data lists free times only).
    const known = new Set(clinics.map((clinic) => clinic.id));
    const clinicIds = body.clinicIds.filter((clinicId) => known.has(clinicId));
    const remote = body.remote && hasRemoteTimes(body.specialtyId);
    if (clinicIds.length === 0 && !remote) return { type: 'notAvailable' };
    if (body.practitionerId !== null) {
      const [seen] = await db
        .select()
        .from(practitionerSpecialties)
        .where(and(eq(practitionerSpecialties.practitionerId, body.practitionerId), eq(practitionerSpecialties.specialtyId, body.specialtyId)));
      if (!seen) throw invalid('practitionerId', 'A practitioner not of the specialty');
    }
    if (body.channels.includes('sms') && !patient.phoneNumber) throw invalid('channels', 'No phone number on record for text messages');

    return db.transaction(async (tx) => {
      // The patient's row is locked first, so two requests at once cannot both pass the count.
      await tx.select({ personId: patients.personId }).from(patients).where(eq(patients.personId, patient.personId)).for('update');
      const open = await tx
        .select({ id: earlierTimeRequests.id })
        .from(earlierTimeRequests)
        .where(and(eq(earlierTimeRequests.patientId, patient.personId), isNull(earlierTimeRequests.appointmentId), isNull(earlierTimeRequests.endedAt)));
      if (open.length >= MAX_SEARCH_REQUESTS) return { type: 'tooManyRequests' } as const;
      const [saved] = await tx
        .insert(earlierTimeRequests)
        .values({
          patientId: patient.personId,
          requestedByPersonId: acting.personId,
          samePractitioner: body.practitionerId !== null,
          organisationId,
          specialtyId: body.specialtyId,
          practitionerId: body.practitionerId,
          customerType: body.customerType,
          // The end of the Helsinki day: a time starting that day still suits.
          notAfter: new Date(helsinkiInstant(addCalendarDays(body.notAfter, 1)).getTime() - 1),
          clinicIds,
          remote,
          partsOfDay: body.partsOfDay,
          channels: body.channels,
          language: body.language,
          createdAt: at,
        })
        .returning({ id: earlierTimeRequests.id });
      if (!saved) throw new Error('The request was not saved');
      return { type: 'saved', id: saved.id } as const;
    });
  });

  app.delete(`${path}/:id`, { config: { accessLog: { kind: 'appointments' } } }, async (request, reply) => {
    const { id } = parseInput(IdParamSchema, request.params);
    const at = now();
    const patientId = actingSessionOf(request).subjectId;
    const [own] = await db
      .select({ id: earlierTimeRequests.id })
      .from(earlierTimeRequests)
      .where(and(eq(earlierTimeRequests.id, id), eq(earlierTimeRequests.patientId, patientId), isNull(earlierTimeRequests.appointmentId)));
    if (!own) throw notFound();
    await db.transaction(async (tx) => {
      const ended = await tx
        .update(earlierTimeRequests)
        .set({ endedAt: at, endReason: 'cancelled' })
        .where(and(eq(earlierTimeRequests.id, id), isNull(earlierTimeRequests.endedAt)))
        .returning({ id: earlierTimeRequests.id, patientId: earlierTimeRequests.patientId });
      for (const row of ended) await releaseHeldTime(tx, jobs, row, at);
    });
    return reply.code(204).send();
  });
}
