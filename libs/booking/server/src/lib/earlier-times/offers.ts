import type { EarlierTimePartOfDay } from '@portal/booking/contracts';
import { startHoursOf } from '@portal/booking/contracts';
import type { Database, JobQueue } from '@portal/shared/db';
import { appointments, earlierTimeOffers, earlierTimeRequests, personById } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { formatTime } from '@portal/shared/util';
import { and, asc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { payerRefusal, planMove } from '../reservation/move';

type AppointmentRow = typeof appointments.$inferSelect;

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

/** The conditions every waiting request shares for `time`: its place, not offered it yet, holding no other time now. */
function waitingFor(time: AppointmentRow, now: Date) {
  return and(
    isNull(earlierTimeRequests.endedAt),
    time.isRemote ? eq(earlierTimeRequests.remote, true) : sql`${time.clinicId} = any(${earlierTimeRequests.clinicIds})`,
    // Each time once to a request.
    sql`not exists (select 1 from ${earlierTimeOffers} o where o.request_id = ${earlierTimeRequests.id} and o.appointment_id = ${time.id})`,
    // One held time a request at a time.
    sql`not exists (select 1 from ${earlierTimeOffers} o join ${appointments} held on held.id = o.appointment_id
      where o.request_id = ${earlierTimeRequests.id} and o.accepted_at is null
        and held.held_for_patient_id = ${earlierTimeRequests.patientId} and held.held_until > ${now.toISOString()})`,
  );
}

type RequestRow = typeof earlierTimeRequests.$inferSelect;

/** Requests of each kind looked at for one time: the first that the rules let take it gets it. */
const CANDIDATES = 100;

/** The requests `time` suits by what they asked, oldest first: a booking's (with it) and a search's. */
async function candidatesFor(db: Database, time: AppointmentRow, now: Date): Promise<{ request: RequestRow; booking: AppointmentRow | null }[]> {
  const [forBookings, fromSearches] = await Promise.all([
    db
      .select({ request: earlierTimeRequests, booking: appointments })
      .from(earlierTimeRequests)
      .innerJoin(appointments, eq(appointments.id, earlierTimeRequests.appointmentId))
      .where(
        and(
          waitingFor(time, now),
          eq(appointments.reservedByPatientId, earlierTimeRequests.patientId),
          isNull(appointments.cancelledAt),
          eq(appointments.organisationId, time.organisationId),
          eq(appointments.specialtyId, time.specialtyId),
          gt(appointments.startDate, time.startDate),
          or(eq(earlierTimeRequests.samePractitioner, false), eq(appointments.practitionerId, time.practitionerId)),
        ),
      )
      .orderBy(asc(earlierTimeRequests.id))
      .limit(CANDIDATES),
    db
      .select()
      .from(earlierTimeRequests)
      .where(
        and(
          waitingFor(time, now),
          isNull(earlierTimeRequests.appointmentId),
          eq(earlierTimeRequests.organisationId, time.organisationId),
          eq(earlierTimeRequests.specialtyId, time.specialtyId),
          or(isNull(earlierTimeRequests.practitionerId), eq(earlierTimeRequests.practitionerId, time.practitionerId)),
          gte(earlierTimeRequests.notAfter, time.startDate),
        ),
      )
      .orderBy(asc(earlierTimeRequests.id))
      .limit(CANDIDATES),
  ]);
  return [...forBookings, ...fromSearches.map((request) => ({ request, booking: null }))].sort((a, b) => a.request.id - b.request.id);
}

/**
 * Whether the request's patient may be offered the time by the rules that taking it will check: a
 * booking's, the move's own (planMove: cancellable, the payer's rules, the 65+ age), so an
 * occupational or insurance booking keeps its payer; a search's, those of a reservation from its
 * list (payerRefusal).
 */
async function mayBeOffered(deps: OfferDeps, request: RequestRow, booking: AppointmentRow | null, time: AppointmentRow, now: Date): Promise<boolean> {
  const acting = {
    subjectId: request.patientId,
    personId: request.requestedByPersonId ?? request.patientId,
    isChild: request.requestedByPersonId !== null && request.requestedByPersonId !== request.patientId,
  };
  if (booking) return 'from' in (await planMove(deps.db, deps.config, acting, booking.id, time, now));
  const found = await personById(deps.db, request.patientId);
  if (!found?.patient || !request.customerType) return false;
  return (await payerRefusal(deps.db, deps.config, acting, { person: found.person, patient: found.patient }, request.customerType, time)) === null;
}

/**
 * Offers a free time to the first patient waiting for one that it suits (the job of the
 * `earlier-time` queue, sent when a time is freed or added, and when an offer's hold ends):
 *
 * - the waiting requests are taken in the order they were made, each once for a time, and none that
 *   holds another offered time now;
 * - a booking's request is suited by a time of its booking's organisation and specialty (and
 *   practitioner, when it asked for the same one) starting before the booking; a search's, by a
 *   time of its organisation and specialty (and practitioner, when the search named one) starting
 *   no later than its `notAfter`; both at a chosen clinic, or remote when remote times were asked
 *   for, in a chosen part of the day;
 * - and only when the rules of taking it allow it now (mayBeOffered).
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
  for (const { request, booking } of await candidatesFor(db, time, now)) {
    if (!inPartsOfDay(time.startDate, request.partsOfDay)) continue;
    if (!(await mayBeOffered(deps, request, booking, time, now))) continue;
    return (await hold(deps, time.id, request, now)) ? 'offered' : 'held';
  }
  return 'nobodyWaiting';
}

async function hold(deps: OfferDeps, appointmentId: number, request: RequestRow, now: Date): Promise<boolean> {
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
