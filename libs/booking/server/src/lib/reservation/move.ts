import { bookingListOfPayer, offerTimeAgain } from '@portal/appointments/records';
import type { CustomerType, MoveAppointmentRequestSchema, MoveAppointmentResponse } from '@portal/booking/contracts';
import type { Database, JobQueue } from '@portal/shared/db';
import { appointments, patients, personById } from '@portal/shared/db';
import type { ActingSession, ApiConfig } from '@portal/shared/server';
import { cancellationHoursOf } from '@portal/shared/server';
import { and, eq, gte, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import { endEarlierTimeRequest } from '../earlier-times/requests';
import { agreementCovers } from '../occupational/agreement';
import { newAnonymousLinkId } from './anonymous-link-id';
import { requireBindingAccepted } from './reserve';
import { isFreeFor, takableBy } from './holds';
import { isOfferedTo, kela65Check, mayBook } from './rules';

const hour = 3_600_000;

type MoveRequest = v.InferOutput<typeof MoveAppointmentRequestSchema>;
type AppointmentRow = typeof appointments.$inferSelect;
type Failure = Exclude<MoveAppointmentResponse, { type: 'success' }>;

/** The new time was taken between the checks and the transaction: nothing of the move is kept. */
class TimeTaken extends Error {
  override readonly name = 'TimeTaken';
}

const unavailable = { type: 'appointmentNotAvailable' } as const;

export interface MovePlan {
  from: AppointmentRow;
  /** The moment the old booking's cancellation window closes: it must start at or after it. */
  latestStart: Date;
}

/**
 * Whether the patient's upcoming booking `fromId` may move to the time `to` now, as a move would
 * check it (the binding box aside, which the patient answers): the booking cancellable, the time
 * one the booking's payer could book. The plan, or the answer that refuses it.
 */
export async function planMove(db: Database, config: ApiConfig, acting: ActingSession, fromId: number, to: AppointmentRow | undefined, now: Date): Promise<MovePlan | Failure> {
  const found = await personById(db, acting.subjectId);
  if (!found?.patient) return { type: 'appointmentNotFound' };
  const subject = { person: found.person, patient: found.patient };
  const patientId = subject.patient.personId;

  const [from] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, fromId), eq(appointments.reservedByPatientId, patientId), isNull(appointments.cancelledAt)));
  if (!from || from.checkedInAt || from.startDate <= now) return { type: 'appointmentNotFound' };
  const cancellationHours = cancellationHoursOf(config, from.organisationId);
  const latestStart = new Date(now.getTime() + cancellationHours * hour);
  if (from.startDate < latestStart) return { type: 'deadlineExceeded', cancellationHours };

  const customerType = bookingListOfPayer(from.payerType);
  if (!customerType || !to || to.id === from.id || !isFreeFor(to, patientId, now)) return unavailable;
  if (to.organisationId !== from.organisationId || to.specialtyId !== from.specialtyId) return unavailable;
  if (customerType === 'insurance' && to.kindId !== from.kindId) return unavailable;
  return (await payerRefusal(db, config, acting, subject, customerType, to)) ?? { from, latestStart };
}

/**
 * Whether the payer of `customerType`'s list may take the time for the patient, as a reservation
 * from that list would check it: booking not interrupted, the time offered to the customer type,
 * an occupational agreement covering its specialty, the 65+ age on its day. The refusal, or null.
 */
export async function payerRefusal(
  db: Database,
  config: ApiConfig,
  acting: ActingSession,
  subject: { person: { birthDate: string }; patient: typeof patients.$inferSelect },
  customerType: CustomerType,
  to: AppointmentRow,
): Promise<Failure | null> {
  if (!mayBook(subject.patient) || !isOfferedTo(to, customerType, subject.patient)) return unavailable;
  if (customerType === 'occupational' && !(await agreementCovers(db, acting, config.brand, to.specialtyId))) return unavailable;
  const kela65 = kela65Check(customerType, config.features, subject.person.birthDate, to.startDate);
  if (kela65 === 'not-offered') return unavailable;
  if (kela65 === 'under-age') return { type: 'kela65AgeLimit' };
  return null;
}

/**
 * `POST /api/move-appointment`: the session's patient moves an upcoming reservation to another free
 * time in one step. The old one must be cancellable (the cancellation rule); the new one must be a
 * time the booking's payer may take, as a new reservation would be (the same organisation and
 * specialty, offered to the customer type, within an occupational agreement, the 65+ age on the
 * new day; an insurance booking keeps its kind of visit, which the insurer's approval names), with
 * the binding box for a time inside the binding hours. A time held for another patient (an offer
 * of an earlier time) cannot be taken; one held for this patient can: that is accepting the offer.
 *
 * One transaction: the old reservation is cancelled (by the patient), its time offered again
 * (offerTimeAgain: a fresh free copy, first to those waiting for an earlier time), and the new time
 * reserved with the booking's details, its anonymous link and its calendar entry (the same UID,
 * the next SEQUENCE), with the notice of the move; the booking's open request for an earlier time
 * ends, and an offer of the new time is marked accepted. Or nothing happens. The new time is taken
 * by one conditional UPDATE, so of people racing for it one wins.
 */
export async function moveAppointment(db: Database, config: ApiConfig, acting: ActingSession, body: MoveRequest, now: Date, jobs: JobQueue): Promise<MoveAppointmentResponse> {
  const [to] = await db.select().from(appointments).where(eq(appointments.id, body.toAppointmentId));
  const plan = await planMove(db, config, acting, body.fromAppointmentId, to, now);
  if (!('from' in plan) || !to) return 'from' in plan ? unavailable : plan;
  const { from, latestStart } = plan;
  const patientId = acting.subjectId;
  requireBindingAccepted(config, to, now, body.bindingAccepted);

  try {
    return await db.transaction(async (tx) => {
      await tx.select({ personId: patients.personId }).from(patients).where(eq(patients.personId, patientId)).for('update');
      const [released] = await tx
        .update(appointments)
        .set({ cancelledAt: now, hasAppointeeCanceled: true, anonymousLinkId: newAnonymousLinkId(), movedToAppointmentId: to.id })
        .where(
          and(
            eq(appointments.id, from.id),
            eq(appointments.reservedByPatientId, patientId),
            isNull(appointments.cancelledAt),
            isNull(appointments.checkedInAt),
            gte(appointments.startDate, latestStart),
          ),
        )
        .returning({ id: appointments.id });
      // Cancelled, checked in or moved meanwhile (a second tab): as if it were not there.
      if (!released) return { type: 'appointmentNotFound' } as const;
      await offerTimeAgain(tx, jobs, from);

      const [moved] = await tx
        .update(appointments)
        .set({
          reservedByPatientId: patientId,
          reservedByPersonId: acting.personId,
          reservedAt: now,
          emailAddress: from.emailAddress,
          phone: from.phone,
          description: from.description,
          conceptCode: from.conceptCode,
          payerType: from.payerType,
          insuranceCompany: from.insuranceCompany,
          reimbursementOption: from.reimbursementOption,
          dcpContentHash: from.dcpContentHash,
          arrivalReason: from.arrivalReason,
          language: body.language,
          bookingSmsAllowed: from.bookingSmsAllowed,
          // The booking's link goes with it (an earlier mail's link still opens it); a booking that had none gets one.
          anonymousLinkId: from.anonymousLinkId ?? newAnonymousLinkId(),
          calendarEntryId: from.calendarEntryId ?? from.id,
          calendarSequence: from.calendarSequence + 1,
          heldUntil: null,
          heldForPatientId: null,
        })
        .where(and(eq(appointments.id, to.id), takableBy(patientId, now)))
        .returning({ id: appointments.id, startDate: appointments.startDate, calendarSequence: appointments.calendarSequence });
      if (!moved) throw new TimeTaken();
      await endEarlierTimeRequest(tx, from.id, moved.id, now);
      await jobs.send(tx, 'notification', { about: 'appointment', appointmentId: moved.id, kind: 'change', sequence: moved.calendarSequence, audience: 'signedIn' });
      return { type: 'success', appointmentId: moved.id, startDate: moved.startDate.toISOString() } as const;
    });
  } catch (error) {
    if (error instanceof TimeTaken) return unavailable;
    throw error;
  }
}
