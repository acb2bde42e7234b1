import { endOf } from '@portal/appointments/records';
import type { AppointmentRecord } from '@portal/appointments/records';
import type { CheckInResult } from '@portal/appointments/contracts';
import type { Database } from '@portal/shared/db';
import { appointments, patients, persons } from '@portal/shared/db';
import { helsinkiDateString } from '@portal/shared/util';
import { and, eq, isNull } from 'drizzle-orm';
import { checkInOpensAt } from './mapping';

/** Whole years between two 'YYYY-MM-DD' dates; the birthday counts on its own day. */
export function yearsBetween(birthDate: string, onDate: string): number {
  const years = Number(onDate.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return onDate.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

export type ConsentStatus = 'given' | 'missing' | 'givenAsMinor';

/**
 * The patient-data consent form on record (patients.patientDataConsentFormUpdated): missing when
 * never filled; given as a minor when filled before the 18th birthday by someone now of age, who
 * must then fill it again as an adult.
 */
export function consentStatusOf(consentUpdated: Date | null, birthDate: string, now: Date): ConsentStatus {
  if (!consentUpdated) return 'missing';
  const ageAtConsent = yearsBetween(birthDate, helsinkiDateString(consentUpdated));
  const ageNow = yearsBetween(birthDate, helsinkiDateString(now));
  return ageAtConsent < 18 && ageNow >= 18 ? 'givenAsMinor' : 'given';
}

async function consentOf(db: Database, patientId: number, now: Date): Promise<ConsentStatus> {
  const [row] = await db
    .select({ consentUpdated: patients.patientDataConsentFormUpdated, birthDate: persons.birthDate })
    .from(patients)
    .innerJoin(persons, eq(persons.id, patients.personId))
    .where(eq(patients.personId, patientId));
  return row ? consentStatusOf(row.consentUpdated, row.birthDate, now) : 'missing';
}

/**
 * Why the appointment cannot be checked in now, from the appointment and the time alone, or null
 * when check-in is open: what is already done first, then what the clinic allows, then the time.
 * Nothing here is a secret of the patient's: the anonymous link answers it before it compares an
 * identity code's end part, so an end part can be tried only while check-in is open.
 */
export function checkInClosed(record: AppointmentRecord, now: Date): CheckInResult | null {
  const a = record.appointment;
  if (a.reservedByPatientId === null || a.cancelledAt) return { type: 'Failure' };
  if (a.checkedInAt) return { type: 'AlreadyCheckedIn' };
  if (a.selfCheckInAvailability === 'onlyAtReception') return { type: 'CheckInOnlyAtReception' };
  if (a.selfCheckInAvailability === 'statusNotAvailable') return { type: 'Failure' };
  if (now < checkInOpensAt(a)) return { type: 'TooEarly' };
  if (now >= endOf(a)) return { type: 'Failure' };
  return null;
}

/**
 * Self check-in of a reserved appointment (account doc sections 3, 4 and 8), for the signed-in
 * patient and the anonymous link alike. The order matters: what is already done first, then
 * what the clinic allows, then the time, and the consent form last, as only it asks the patient
 * to act. The final write is conditional, so two check-ins at once give one Success.
 */
export async function checkIn(db: Database, record: AppointmentRecord, now: Date): Promise<CheckInResult> {
  const a = record.appointment;
  const closed = checkInClosed(record, now);
  if (closed) return closed;
  if (a.reservedByPatientId === null) return { type: 'Failure' };
  const consent = await consentOf(db, a.reservedByPatientId, now);
  if (consent === 'missing') return { type: 'ConfidentialityFormNotFilled' };
  if (consent === 'givenAsMinor') return { type: 'ConfidentialityFormNotFilledAsAdult' };

  const [updated] = await db
    .update(appointments)
    .set({ checkedInAt: now })
    .where(and(eq(appointments.id, a.id), isNull(appointments.checkedInAt), isNull(appointments.cancelledAt)))
    .returning({ roomLocation: appointments.roomLocation });
  if (updated) return { type: 'Success', room: { location: updated.roomLocation } };
  const [current] = await db.select({ checkedInAt: appointments.checkedInAt }).from(appointments).where(eq(appointments.id, a.id));
  return { type: current?.checkedInAt ? 'AlreadyCheckedIn' : 'Failure' };
}
