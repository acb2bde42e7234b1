import { bookingListOfPayer, endOf } from '@portal/appointments/records';
import type { AppointmentRecord } from '@portal/appointments/records';
import type { AnonymousAppointment, PatientAppointment, SelfCheckInStatus } from '@portal/appointments/contracts';
import { ARRIVAL_REASON_PREFIX, CHECK_IN_OPENS_MINUTES } from '@portal/appointments/contracts';
import type { LocalizedText } from '@portal/shared/db';
import type { Language } from '@portal/shared/util';

type AppointmentRow = AppointmentRecord['appointment'];

const minute = 60_000;

export function checkInOpensAt(appointment: AppointmentRow): Date {
  return new Date(appointment.startDate.getTime() - CHECK_IN_OPENS_MINUTES * minute);
}

/**
 * What the page offers for self check-in (account doc sections 4 and 9): checked in once done;
 * the clinic's own setting when it allows none; too early until 30 minutes before the start;
 * allowed until the end; nothing after it or for a cancelled appointment.
 */
export function selfCheckInStatusOf(appointment: AppointmentRow, now: Date): SelfCheckInStatus {
  if (appointment.checkedInAt) return 'checkedIn';
  if (appointment.selfCheckInAvailability !== 'available') return appointment.selfCheckInAvailability;
  if (appointment.cancelledAt) return 'statusNotAvailable';
  if (now < checkInOpensAt(appointment)) return 'tooEarly';
  if (now < endOf(appointment)) return 'allowed';
  return 'statusNotAvailable';
}

const hour = 60 * minute;

/**
 * Whether a reserved time may still be cancelled online: not cancelled, not checked in, and its
 * start at least the organisation's cancellation window (`cancellationHours`) away, the rule
 * DELETE applies. Shown on the anonymous view as the 'Log in to cancel' link.
 */
export function isCancellable(appointment: AppointmentRow, now: Date, cancellationHours: number): boolean {
  return (
    appointment.reservedByPatientId !== null &&
    appointment.cancelledAt === null &&
    appointment.checkedInAt === null &&
    appointment.startDate.getTime() >= now.getTime() + cancellationHours * hour
  );
}

/**
 * Whether the page offers the patient cancelling: their own appointment that may still be
 * cancelled. Inside the cancellation window the button is not offered at all, rather than failing
 * after the patient confirmed (the list's intro states the window).
 */
export function mayCancelOf(appointment: AppointmentRow, patientId: number, now: Date, cancellationHours: number): boolean {
  return appointment.reservedByPatientId === patientId && isCancellable(appointment, now, cancellationHours);
}

/** The stored text carries the prefix once, however often the patient saves. */
export function withArrivalReasonPrefix(text: string): string {
  return `${ARRIVAL_REASON_PREFIX}${withoutArrivalReasonPrefix(text)}`;
}

export function withoutArrivalReasonPrefix(stored: string): string {
  return stored.startsWith(ARRIVAL_REASON_PREFIX) ? stored.slice(ARRIVAL_REASON_PREFIX.length) : stored;
}

const euros = (cents: number) => cents / 100;

function inLanguage(text: LocalizedText, lang: Language): string {
  return text[lang];
}

/** What the anonymous link and the patient's own page both show of an appointment. */
function appointmentView(record: AppointmentRecord, lang: Language, now: Date): Omit<AnonymousAppointment, 'isCancellable'> {
  const { appointment: a, clinic, practitioner, kind, specialty, rate } = record;
  const cms = clinic.cmsContent;
  return {
    id: a.id,
    kindId: a.kindId,
    kind: { cmsContent: { title: inLanguage(kind.title, lang), description: inLanguage(kind.description, lang) } },
    isSpecificTime: a.isSpecificTime,
    durationMinutes: a.durationMinutes,
    startDate: a.startDate.toISOString(),
    isRemote: a.isRemote,
    isReserved: a.reservedByPatientId !== null,
    isCovidTestAppointment: kind.isCovidTestAppointment,
    locationType: a.locationType,
    clinicId: clinic.id,
    clinic: {
      name: clinic.name,
      address:
        clinic.street && clinic.postalCode && clinic.postOffice
          ? { street: clinic.street, postalCode: clinic.postalCode, postOffice: clinic.postOffice }
          : null,
      municipality: record.municipalityName ? inLanguage(record.municipalityName, lang) : null,
      cmsContent: {
        name: inLanguage(cms.name, lang),
        arrivalInfo: cms.arrivalInfo ? inLanguage(cms.arrivalInfo, lang) : null,
        covid19TestSiteName: cms.covid19TestSiteName,
        covid19TestSiteAddress: cms.covid19TestSiteAddress,
        covid19ArrivalInfo: cms.covid19ArrivalInfo ? inLanguage(cms.covid19ArrivalInfo, lang) : null,
      },
    },
    practitionerId: practitioner.id,
    practitioner: {
      id: practitioner.id,
      isResource: practitioner.isResource,
      name: practitioner.name,
      title: inLanguage(practitioner.title, lang),
      cmsContent: { profilePicture: practitioner.profilePictureUrl ? { url: practitioner.profilePictureUrl } : null },
    },
    practitionerRate: rate
      ? {
          code: rate.code,
          name: inLanguage(rate.name, lang),
          rateEuros: euros(rate.rateCents),
          additionalFees: record.fees.map((fee) => ({ code: fee.code, name: inLanguage(fee.name, lang), rateEuros: euros(fee.rateCents) })),
        }
      : null,
    specialtyId: specialty.id,
    specialtyData: {
      specialties: [{ id: specialty.id, name: inLanguage(specialty.name, lang), cmsContent: { title: inLanguage(specialty.title, lang) } }],
    },
    room: a.checkedInAt ? { location: a.roomLocation } : null,
    selfCheckInStatus: selfCheckInStatusOf(a, now),
    hasAppointeeCanceled: a.hasAppointeeCanceled,
    isCancelled: a.cancelledAt !== null,
  };
}

/** The appointment as the anonymous link shows it: no arrival reason; whether it may still be cancelled, not by whom. */
export function toAnonymousAppointment(record: AppointmentRecord, lang: Language, now: Date, cancellationHours: number): AnonymousAppointment {
  return { ...appointmentView(record, lang, now), isCancellable: isCancellable(record.appointment, now, cancellationHours) };
}

/** The appointment as its signed-in patient sees it. */
export function toPatientAppointment(
  record: AppointmentRecord,
  patientId: number,
  lang: Language,
  now: Date,
  cancellationHours: number,
  visitFeePayable: boolean,
): PatientAppointment {
  const { appointment } = record;
  return {
    ...appointmentView(record, lang, now),
    mayCancel: mayCancelOf(appointment, patientId, now, cancellationHours),
    arrivalReason: appointment.arrivalReason === null ? null : withoutArrivalReasonPrefix(appointment.arrivalReason),
    visitFeePayable,
    bookedAs: bookingListOfPayer(appointment.payerType),
    movedTo: appointment.movedToAppointmentId,
  };
}
