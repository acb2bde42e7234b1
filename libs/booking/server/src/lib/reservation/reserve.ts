import type { CustomerType, InsuranceCompany, ReimbursementOption, ReservationResponse } from '@portal/booking/contracts';
import { MAX_FUTURE_RESERVATIONS } from '@portal/booking/contracts';
import type { appointmentPayerTypes, AppointmentNoticeJob, Database, JobQueue } from '@portal/shared/db';
import { appointments, patients } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { cancellationHoursOf, HttpProblem } from '@portal/shared/server';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { newAnonymousLinkId } from './anonymous-link-id';
import type { Language } from '@portal/shared/util';
import { endSearchRequestsServedBy } from '../earlier-times/search-requests';
import { takableBy } from './holds';
import { bindingRequired } from './rules';

/**
 * Both reservation calls refuse a time inside the organisation's binding hours unless the
 * binding box was ticked (booking doc section 5): a 400 naming the field, as the form shows it.
 */
export function requireBindingAccepted(
  config: ApiConfig,
  appointment: { startDate: Date; organisationId: string },
  now: Date,
  bindingAccepted: boolean | undefined,
): void {
  if (bindingRequired(appointment.startDate, now, cancellationHoursOf(config, appointment.organisationId)) && bindingAccepted !== true) {
    throw new HttpProblem(400, {
      type: 'ValidationError',
      details: [{ path: 'bindingAccepted', message: 'Expected true: the appointment starts within the binding hours' }],
    });
  }
}

/**
 * An occupational reservation needs the occupational confirmation box ticked (booking doc section
 * 5, "Reserve button"): a 400 naming the field, as for the binding box.
 */
export function requireOccupationalConfirmed(customerType: CustomerType, occupationalConfirmed: boolean | undefined): void {
  if (customerType === 'occupational' && occupationalConfirmed !== true) {
    throw new HttpProblem(400, {
      type: 'ValidationError',
      details: [{ path: 'occupationalConfirmed', message: 'Expected true: an occupational reservation is confirmed by the patient' }],
    });
  }
}

export interface SlotReservation {
  appointmentId: number;
  /** Whose appointment it becomes: the session's patient or the child a guardian acts for. */
  patientId: number;
  /** Who made it: the patient, or the guardian. */
  reservedByPersonId: number;
  emailAddress: string;
  phone: string;
  description: string | null;
  conceptCode: string | null;
  payerType: (typeof appointmentPayerTypes)[number];
  /** An insurance reservation's insurer, option and LähiTapiola permit. */
  insurance?: { insuranceCompany: InsuranceCompany; reimbursementOption: ReimbursementOption | null; dcpContentHash: string | null };
  /** The portal's language at booking: the confirmation and reminder are written in it. */
  language: Language;
  /** Who booked: the notices link the anonymous appointment view, or the appointment page. */
  audience: AppointmentNoticeJob['audience'];
  /** The anonymous form's booking-texts box; left out, the consent on record decides. */
  bookingSmsAllowed?: boolean;
}

/**
 * Takes a free time for a patient. The patient's row is locked first, so two reservations of the
 * same patient cannot both pass the MAX_FUTURE_RESERVATIONS count; the time itself is taken by
 * one conditional UPDATE, so of any number of people racing for it exactly one changes the row
 * and the others find it taken (appointmentNotAvailable). The confirmation's job is written in the
 * same transaction: a reservation made always gets its confirmation, one that failed never does.
 */
export async function reserveSlot(db: Database, input: SlotReservation, now: Date, jobs: JobQueue): Promise<ReservationResponse> {
  return db.transaction(async (tx) => {
    await tx.select({ personId: patients.personId }).from(patients).where(eq(patients.personId, input.patientId)).for('update');
    const [future] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(appointments)
      .where(and(eq(appointments.reservedByPatientId, input.patientId), isNull(appointments.cancelledAt), gt(appointments.startDate, now)));
    if ((future?.count ?? 0) >= MAX_FUTURE_RESERVATIONS) return { type: 'tooManyReservations' };

    const [reserved] = await tx
      .update(appointments)
      .set({
        reservedByPatientId: input.patientId,
        reservedByPersonId: input.reservedByPersonId,
        reservedAt: now,
        emailAddress: input.emailAddress,
        phone: input.phone,
        description: input.description,
        conceptCode: input.conceptCode,
        payerType: input.payerType,
        insuranceCompany: input.insurance?.insuranceCompany ?? null,
        reimbursementOption: input.insurance?.reimbursementOption ?? null,
        dcpContentHash: input.insurance?.dcpContentHash ?? null,
        anonymousLinkId: newAnonymousLinkId(),
        language: input.language,
        bookingSmsAllowed: input.bookingSmsAllowed ?? null,
        heldUntil: null,
        heldForPatientId: null,
      })
      .where(
        and(eq(appointments.id, input.appointmentId), takableBy(input.patientId, now)),
      )
      .returning({ id: appointments.id, startDate: appointments.startDate, anonymousLinkId: appointments.anonymousLinkId, calendarSequence: appointments.calendarSequence });
    if (!reserved?.anonymousLinkId) return { type: 'appointmentNotAvailable' };
    await endSearchRequestsServedBy(tx, input.patientId, reserved.id, now);
    await jobs.send(tx, 'notification', { about: 'appointment', appointmentId: reserved.id, kind: 'confirmation', sequence: reserved.calendarSequence, audience: input.audience });
    return {
      type: 'success',
      reservationDetails: { appointmentId: reserved.id, startDate: reserved.startDate.toISOString(), anonymousLinkId: reserved.anonymousLinkId },
    };
  });
}
