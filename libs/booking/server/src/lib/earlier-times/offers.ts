import type { EarlierTimePartOfDay } from '@portal/booking/contracts';
import { startHoursOf } from '@portal/booking/contracts';
import type { Database, JobQueue } from '@portal/shared/db';
import { appointments, earlierTimeOffers, earlierTimeRequests } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { formatTime } from '@portal/shared/util';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { planMove } from '../reservation/move';

const minute = 60_000;

export interface OfferDeps {
  db: Database;
  config: ApiConfig;
  jobs: JobQueue;
  /** How long an offered time is held for its patient (EARLIER_TIME_HOLD_MINUTES). */
  holdMinutes: number;
}

/** What became of a time (for the job's log line and the tests). */
export type OfferOutcome = 'offered' | 'nobodyWaiting' | 'notFree' | 'held';

/** Whether a start (Helsinki time) lies in one of the chosen parts of the day; all three: any start. */
export function inPartsOfDay(start: Date, parts: readonly EarlierTimePartOfDay[]): boolean {
  if (parts.length === 3) return true;
  const hour = Number(formatTime(start).slice(0, 2));
  return parts.some((part) => {
    const [from, until] = startHoursOf(part);
    return hour >= from && hour < until;
  });
}

/**
 * Offers a free time to the first patient waiting for an earlier one that it suits (the job of the
 * `earlier-time` queue, sent when a time is freed or added, and when an offer's hold ends):
 *
 * - the waiting requests are taken in the order they were made, each once for a time, and none that
 *   holds another offered time now;
 * - a request is suited by a time of its booking's organisation and specialty (and practitioner,
 *   when it asked for the same one), at a chosen clinic or remote when it asked for remote times,
 *   in a chosen part of the day, starting before the booking;
 * - and only when the booking could move there now by the move's own rules (planMove: cancellable,
 *   the payer's rules, the 65+ age), so an occupational or insurance booking keeps its payer.
 *
 * The time is then held for that patient for `holdMinutes` by one conditional UPDATE (so of two
 * jobs for one time one offers it), in the transaction that records the offer and writes its
 * notice's job and the job that passes the time on when the hold ends.
 */
export async function offerFreedTime(deps: OfferDeps, appointmentId: number, now: Date): Promise<OfferOutcome> {
  const { db } = deps;
  const [time] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
  if (!time || time.reservedByPatientId !== null || time.cancelledAt || time.startDate <= now) return 'notFree';
  if (time.heldUntil && time.heldUntil > now) return 'held';

  const candidates = await db
    .select({ request: earlierTimeRequests, booking: appointments })
    .from(earlierTimeRequests)
    .innerJoin(appointments, eq(appointments.id, earlierTimeRequests.appointmentId))
    .where(
      and(
        isNull(earlierTimeRequests.endedAt),
        eq(appointments.reservedByPatientId, earlierTimeRequests.patientId),
        isNull(appointments.cancelledAt),
        eq(appointments.organisationId, time.organisationId),
        eq(appointments.specialtyId, time.specialtyId),
        gt(appointments.startDate, time.startDate),
        or(eq(earlierTimeRequests.samePractitioner, false), eq(appointments.practitionerId, time.practitionerId)),
        time.isRemote ? eq(earlierTimeRequests.remote, true) : sql`${time.clinicId} = any(${earlierTimeRequests.clinicIds})`,
        // Each time once to a request.
        sql`not exists (select 1 from ${earlierTimeOffers} o where o.request_id = ${earlierTimeRequests.id} and o.appointment_id = ${time.id})`,
        // One held time a request at a time.
        sql`not exists (select 1 from ${earlierTimeOffers} o join ${appointments} held on held.id = o.appointment_id
          where o.request_id = ${earlierTimeRequests.id} and o.accepted_at is null
            and held.held_for_patient_id = ${earlierTimeRequests.patientId} and held.held_until > ${now.toISOString()})`,
      ),
    )
    .orderBy(asc(earlierTimeRequests.id))
    .limit(100);

  for (const { request, booking: current } of candidates) {
    if (!inPartsOfDay(time.startDate, request.partsOfDay)) continue;
    const acting = { subjectId: request.patientId, personId: request.requestedByPersonId ?? request.patientId, isChild: request.requestedByPersonId !== null && request.requestedByPersonId !== request.patientId };
    const plan = await planMove(db, deps.config, acting, current.id, time, now);
    if (!('from' in plan)) continue;
    return (await hold(deps, time.id, request, now)) ? 'offered' : 'held';
  }
  return 'nobodyWaiting';
}

async function hold(deps: OfferDeps, appointmentId: number, request: typeof earlierTimeRequests.$inferSelect, now: Date): Promise<boolean> {
  const heldUntil = new Date(now.getTime() + deps.holdMinutes * minute);
  return deps.db.transaction(async (tx) => {
    const [held] = await tx
      .update(appointments)
      .set({ heldUntil, heldForPatientId: request.patientId })
      .where(
        and(
          eq(appointments.id, appointmentId),
          isNull(appointments.reservedByPatientId),
          isNull(appointments.cancelledAt),
          or(isNull(appointments.heldUntil), lte(appointments.heldUntil, now)),
        ),
      )
      .returning({ id: appointments.id });
    if (!held) return false;
    const [offer] = await tx
      .insert(earlierTimeOffers)
      .values({ requestId: request.id, appointmentId, offeredAt: now, heldUntil })
      .returning({ id: earlierTimeOffers.id });
    if (!offer) throw new Error('The offer was not recorded');
    await deps.jobs.send(tx, 'notification', { about: 'earlierTime', offerId: offer.id });
    // When the hold ends, the time goes to the next in line (or stays free for anyone).
    await deps.jobs.send(tx, 'earlier-time', { appointmentId }, { startAfter: heldUntil });
    return true;
  });
}
