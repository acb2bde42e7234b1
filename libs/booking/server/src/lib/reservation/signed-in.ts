import { findAppointments, payerOfBookingList } from '@portal/appointments/records';
import type { ReservationResponse, SignedInReservationRequest } from '@portal/booking/contracts';
import type { Database, JobQueue } from '@portal/shared/db';
import { appointments, personById } from '@portal/shared/db';
import type { ActingSession, ApiConfig } from '@portal/shared/server';
import { isKnownConcept } from '@portal/booking/contracts';
import { eq } from 'drizzle-orm';
import { agreementCovers } from '../occupational/agreement';
import type { FastifyBaseLogger } from 'fastify';
import type { InsurerServices } from '../insurance/insurance-plugin';
import type { InsurancePayer } from '../insurance/insured-reservation';
import { checkInsuredReservation } from '../insurance/insured-reservation';
import { requireBindingAccepted, requireOccupationalConfirmed, reserveSlot } from './reserve';
import { isOfferedTo, kela65Check, mayBook } from './rules';

/**
 * `POST /api/reserve-appointment` for the session's subject. The checks run in the spec's order
 * (booking doc sections 4, 5 and 8): a patient record, a consent on record, creditworthiness, a
 * time offered to this customer type in this organisation (an occupational one within the
 * agreement), the 65+ age, a known concept, the binding box, the occupational confirmation, and
 * for an insurance reservation its payer with the insurers asked again (insured-reservation.ts);
 * the reservation limit and the time itself are decided together in reserveSlot.
 */
export async function reserveSignedIn(
  db: Database,
  config: ApiConfig,
  acting: ActingSession,
  body: SignedInReservationRequest,
  now: Date,
  insurance: { insurers: InsurerServices; log: FastifyBaseLogger },
  jobs: JobQueue,
): Promise<ReservationResponse> {
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
  // Contract products decide what can be booked (booking doc section 6): a time of a specialty the
  // agreement does not cover is not available, whatever list it was chosen from.
  if (body.customerType === 'occupational' && !(await agreementCovers(db, acting, config.brand, appointment.specialtyId))) {
    return { type: 'appointmentNotAvailable' };
  }
  // The age is the subject's: a guardian acting for a child books for the child.
  const kela65 = kela65Check(body.customerType, config.features, person.birthDate, appointment.startDate);
  if (kela65 === 'not-offered') return { type: 'appointmentNotAvailable' };
  if (kela65 === 'under-age') return { type: 'kela65AgeLimit' };
  // An insurance reservation's concept code is its payer's, checked below.
  if (body.customerType !== 'insurance' && body.conceptCode !== undefined && !isKnownConcept(body.conceptCode)) return { type: 'treatmentChainCreationFailed' };
  requireBindingAccepted(config, appointment, now, body.bindingAccepted);
  requireOccupationalConfirmed(body.customerType, body.occupationalConfirmed);
  let payer: InsurancePayer | null = null;
  if (body.customerType === 'insurance') {
    const checked = await checkInsuredReservation({
      body,
      appointment,
      kindConceptCode: record?.kind.conceptCode ?? null,
      identityCode: person.ssn,
      acting,
      config,
      now,
      ...insurance,
    });
    if (checked.type !== 'ok') return checked;
    payer = checked.payer;
  }
  return reserveSlot(
    db,
    {
      appointmentId: appointment.id,
      patientId: patient.personId,
      reservedByPersonId: acting.personId,
      emailAddress: body.emailAddress,
      phone: body.phone,
      description: body.description ?? null,
      conceptCode: payer ? payer.conceptCode : (body.conceptCode ?? null),
      payerType: payerOfBookingList(body.customerType),
      ...(payer ? { insurance: { insuranceCompany: payer.insuranceCompany, reimbursementOption: payer.reimbursementOption, dcpContentHash: payer.dcpContentHash } } : {}),
      language: body.language,
      audience: 'signedIn',
    },
    now,
    jobs,
  );
}
