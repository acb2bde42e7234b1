import type { ReservationResponse, SignedInReservationRequest } from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import { appointments, findAppointments, personById } from '@portal/shared/db';
import type { ActingSession, ApiConfig } from '@portal/shared/server';
import { isKnownConcept } from '@portal/shared/server';
import { eq } from 'drizzle-orm';
import { requireBindingAccepted, requireOccupationalConfirmed, reserveSlot } from './reserve';
import { isOfferedTo, kela65Check, mayBook, payerTypeOf } from './rules';

/**
 * `POST /api/reserve-appointment` for the session's subject. The checks run in the spec's order
 * (booking doc sections 4, 5 and 8): a patient record, a consent on record, creditworthiness, a
 * time offered to this customer type in this organisation, the 65+ age, a known concept, the binding box,
 * the occupational confirmation;
 * the reservation limit and the time itself are decided together in reserveSlot.
 */
export async function reserveSignedIn(db: Database, config: ApiConfig, acting: ActingSession, body: SignedInReservationRequest, now: Date): Promise<ReservationResponse> {
  const subject = await personById(db, acting.subjectId);
  if (!subject?.patient) return { type: 'noPatient' };
  const { person, patient } = subject;
  if (!patient.patientDataConsentFormUpdated) return { type: 'patientDataConsentRequired' };
  if (!mayBook(patient)) return { type: 'notCreditworthy' };

  const [record] = await findAppointments(db, eq(appointments.id, body.appointmentId));
  const appointment = record?.appointment;
  // A started time is gone before the binding rule is asked about it.
  if (!appointment || appointment.startDate <= now || appointment.organisationId !== body.internalOrganization || !isOfferedTo(appointment, body.customerType, patient)) {
    return { type: 'appointmentNotAvailable' };
  }
  // The age is the subject's: a guardian acting for a child books for the child.
  const kela65 = kela65Check(body.customerType, config.features, person.birthDate, appointment.startDate);
  if (kela65 === 'not-offered') return { type: 'appointmentNotAvailable' };
  if (kela65 === 'under-age') return { type: 'kela65AgeLimit' };
  if (body.conceptCode !== undefined && !isKnownConcept(body.conceptCode)) return { type: 'treatmentChainCreationFailed' };
  requireBindingAccepted(config, appointment, now, body.bindingAccepted);
  requireOccupationalConfirmed(body.customerType, body.occupationalConfirmed);
  return reserveSlot(
    db,
    {
      appointmentId: appointment.id,
      patientId: patient.personId,
      reservedByPersonId: acting.personId,
      emailAddress: body.emailAddress,
      phone: body.phone,
      description: body.description ?? null,
      conceptCode: body.conceptCode ?? null,
      payerType: payerTypeOf(body.customerType),
    },
    now,
  );
}
