import type { AnonymousReservationRequest, ReservationResponse } from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import { appointments, findAppointments, personBySsn } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { eq } from 'drizzle-orm';
import { requireBindingAccepted, reserveSlot } from './reserve';
import { isAnonymouslyReservable, mayBook } from './rules';

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('fi') === b.trim().toLocaleLowerCase('fi');
}

/**
 * The answers of the anonymous reservation that tell something about the identity code: they count
 * as wrong guesses (routes.ts). Everything else is a reservation made or an answer about the time.
 */
export const identityAnswers: ReadonlySet<ReservationResponse['type']> = new Set(['noPatient', 'patientInfoConflict', 'patientDataConsentRequired']);

/**
 * `POST /api/anon/reserve-appointment` (booking doc sections 4 and 6). What concerns the time is
 * decided before the identity code is looked up (its availability, the binding box), and the answer
 * says no more about an identity code than the spec's result types do: unknown code and a person
 * without a patient record are both noPatient (registration with strong sign-in follows); names that
 * differ from the population data are patientInfoConflict; a missing consent, and equally a person
 * the credit check refuses, patientDataConsentRequired: both need a strong sign-in, and credit status
 * is told only to the person signed in ('Booking interrupted' on the signed-in page).
 */
export async function reserveAnonymously(db: Database, config: ApiConfig, body: AnonymousReservationRequest, now: Date): Promise<ReservationResponse> {
  const [record] = await findAppointments(db, eq(appointments.id, body.appointmentId));
  const appointment = record?.appointment;
  // A started or taken time is gone before the binding rule is asked about it.
  if (
    !appointment ||
    appointment.startDate <= now ||
    appointment.reservedByPatientId !== null ||
    appointment.cancelledAt !== null ||
    appointment.organisationId !== body.internalOrganization ||
    !isAnonymouslyReservable(appointment)
  ) {
    return { type: 'appointmentNotAvailable' };
  }
  requireBindingAccepted(config, appointment, now, body.bindingAccepted);

  const found = await personBySsn(db, body.ssn);
  if (!found) return { type: 'noPatient' };
  const { person, patient } = found;
  if (!sameName(person.firstName, body.firstName) || !sameName(person.lastName, body.lastName)) return { type: 'patientInfoConflict' };
  if (!patient) return { type: 'noPatient' };
  // Indistinguishable on purpose: an anonymous caller never learns credit status.
  if (!patient.patientDataConsentFormUpdated || !mayBook(patient)) return { type: 'patientDataConsentRequired' };
  return reserveSlot(
    db,
    {
      appointmentId: appointment.id,
      patientId: patient.personId,
      reservedByPersonId: person.id,
      emailAddress: body.emailAddress,
      phone: body.phone,
      description: null,
      conceptCode: null,
      payerType: 'self',
    },
    now,
  );
}
