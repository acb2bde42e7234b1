import type { CustomerType } from '@portal/booking/contracts';
import type { FeatureFlag } from '@portal/shared/contracts';
import { isKela65Age } from '@portal/booking/contracts';
import { helsinkiDateString } from '@portal/shared/util';
import type { appointments, patients } from '@portal/shared/db';

const hour = 3_600_000;

/**
 * A start closer than the organisation's binding hours needs the binding-reservation box
 * (booking doc section 5). Both are instants, so Helsinki's clock changes cannot shift it.
 */
export function bindingRequired(start: Date, now: Date, bindingHours: number): boolean {
  return start.getTime() - now.getTime() < bindingHours * hour;
}

type AppointmentRow = typeof appointments.$inferSelect;
type PatientRow = typeof patients.$inferSelect;

/**
 * Whether the time is offered to this customer type: the time lists it, and an occupational
 * reservation is only for an occupational healthcare customer.
 */
export function isOfferedTo(appointment: AppointmentRow, customerType: CustomerType, patient: PatientRow): boolean {
  if (!appointment.healthCareTypes.includes(customerType)) return false;
  return customerType !== 'occupational' || patient.healthCareType === 'occupational';
}

/**
 * What `GET /api/appointments/{id}` shows (the reservation page): a time that can be reserved
 * (nobody's, not cancelled, not started), or one reserved for the signed-in session's patient
 * (`subjectId`: the child a guardian acts for, otherwise the person), whatever its state. A time
 * an offer holds for another patient is not shown until the hold ends.
 */
export function isShownOnReservationPage(appointment: AppointmentRow, subjectId: number | null, now: Date): boolean {
  if (subjectId !== null && appointment.reservedByPatientId === subjectId) return true;
  const heldForOther = appointment.heldUntil !== null && appointment.heldUntil > now && appointment.heldForPatientId !== subjectId;
  return appointment.reservedByPatientId === null && appointment.cancelledAt === null && appointment.startDate > now && !heldForOther;
}

/** Only private times that do not ask for a sign-in may be reserved anonymously (booking doc section 6). */
export function isAnonymouslyReservable(appointment: AppointmentRow): boolean {
  return appointment.healthCareTypes.includes('private') && !appointment.requiresAuthToReserve;
}

/** Booking is interrupted for a person the credit check refuses, unless in occupational healthcare. */
export function mayBook(patient: PatientRow): boolean {
  return patient.isCreditworthy || patient.healthCareType === 'occupational';
}

/**
 * The 65+ rules of a signed-in reservation (booking doc sections 1, 5 and 6): offered only with the
 * kela65 feature, and only to a patient aged 65 or over on the day of the visit (Helsinki date).
 * 'offered' for any other customer type.
 */
export function kela65Check(
  customerType: CustomerType,
  features: readonly FeatureFlag[],
  birthDate: string,
  startDate: Date,
): 'offered' | 'not-offered' | 'under-age' {
  if (customerType !== 'kela65') return 'offered';
  if (!features.includes('kela65')) return 'not-offered';
  return isKela65Age(birthDate, helsinkiDateString(startDate)) ? 'offered' : 'under-age';
}
