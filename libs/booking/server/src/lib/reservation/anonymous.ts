import { findAppointments } from '@portal/appointments/records';
import type { AnonymousReservationRequest, ReservationResponse } from '@portal/booking/contracts';
import type { Database, JobQueue } from '@portal/shared/db';
import { appointments, personBySsn } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { eq } from 'drizzle-orm';
import { requireBindingAccepted, reserveSlot } from './reserve';
import { isAnonymouslyReservable, mayBook } from './rules';

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('fi') === b.trim().toLocaleLowerCase('fi');
}

/**
 * The one answer for every identity code the anonymous reservation cannot use (see
 * reserveAnonymously). It counts as a wrong guess (routes.ts); everything else is a reservation
 * made or an answer about the time.
 */
export const IDENTITY_NOT_USABLE = { type: 'patientInfoConflict' } as const satisfies ReservationResponse;

/**
 * `POST /api/anon/reserve-appointment` (booking doc sections 4 and 6). What concerns the time is
 * decided before the identity code is looked up (its availability, the binding box). After that the
 * answer tells a caller nothing about the identity code: an unknown code, a person without a patient
 * record, names that differ from the population data, a missing consent and a person the credit
 * check refuses all get the same answer, patientInfoConflict ("these details cannot reserve without
 * strong sign-in"), which the portal shows as the sign-in prompt. Whether the person must register,
 * give the consent or is not creditworthy is told only after strong sign-in, on the signed-in page.
 * `onReserved` is told the patient of a reservation made: no session names them to the access log.
 */
export async function reserveAnonymously(db: Database, config: ApiConfig, body: AnonymousReservationRequest, now: Date, jobs: JobQueue, onReserved?: (patientId: number) => void): Promise<ReservationResponse> {
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
  const patient = found?.patient;
  if (
    !found ||
    !patient ||
    !sameName(found.person.firstName, body.firstName) ||
    !sameName(found.person.lastName, body.lastName) ||
    !patient.patientDataConsentFormUpdated ||
    !mayBook(patient)
  ) {
    return IDENTITY_NOT_USABLE;
  }
  const { person } = found;
  const result = await reserveSlot(
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
      language: body.language,
      // Booked without sign-in: the notices lead to the anonymous appointment link.
      audience: 'anonymous',
      ...(body.allowsBookingSms === undefined ? {} : { bookingSmsAllowed: body.allowsBookingSms }),
    },
    now,
    jobs,
  );
  if (result.type === 'success') onReserved?.(patient.personId);
  return result;
}
