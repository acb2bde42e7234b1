import type { Appointment, AppointmentParticipant, Coding } from '@medplum/fhirtypes';
import { endOf, findAppointments } from '@portal/appointments/records';
import type { AppointmentLocationType, PatientAppointment } from '@portal/appointments/contracts';
import type { LocalizedText } from '@portal/shared/db';
import { appointments } from '@portal/shared/db';
import type { PatientRecordSource, PatientRecordsQuery } from '@portal/shared/server';
import { cancellationHoursOf, portalIdentifier } from '@portal/shared/server';
import { eq } from 'drizzle-orm';
import { toPatientAppointment } from './mapping';

/** The appointment's type as its page names it (appointments.detail.locationType.* of the feature's translations). */
const locationTypeTexts: Record<AppointmentLocationType, LocalizedText> = {
  PhysicalLocation: { fi: 'Käynti toimipisteessä', sv: 'Besök på mottagningen', en: 'Visit at the clinic' },
  RemoteAppointment: { fi: 'Videovastaanotto', sv: 'Videomottagning', en: 'Video appointment' },
  PhoneAppointment: { fi: 'Puhelinaika', sv: 'Telefontid', en: 'Phone appointment' },
  MeetingAppointment: { fi: 'Verkkotapaaminen', sv: 'Onlinemöte', en: 'Online meeting' },
};

const CANCELLATION_REASONS = 'http://terminology.hl7.org/CodeSystem/appointment-cancellation-reason';

/** Who cancelled, as the page tells the patient: they themselves, or the clinic. */
function cancelledBy(shown: PatientAppointment): Coding {
  return shown.hasAppointeeCanceled
    ? { system: CANCELLATION_REASONS, code: 'pat', display: 'Patient' }
    : { system: CANCELLATION_REASONS, code: 'prov', display: 'Provider' };
}

/**
 * Where the appointment stands. Only self check-in is on record: a time not checked in stays
 * booked after it, since the portal does not know whether the patient came.
 */
function statusOf(shown: PatientAppointment, end: Date, now: Date): Appointment['status'] {
  if (shown.isCancelled) return 'cancelled';
  if (shown.selfCheckInStatus !== 'checkedIn') return 'booked';
  return now < end ? 'checked-in' : 'fulfilled';
}

/** The appointment as its page shows it to the patient, as a FHIR R4 Appointment. */
function toFhirAppointment(shown: PatientAppointment, query: PatientRecordsQuery, now: Date): Appointment {
  const start = new Date(shown.startDate);
  const end = endOf({ startDate: start, durationMinutes: shown.durationMinutes });
  const { practitioner, clinic } = shown;
  const specialty = shown.specialtyData.specialties.find((s) => s.id === shown.specialtyId);
  const participant: AppointmentParticipant[] = [
    { actor: query.patient, status: 'accepted' },
    { actor: { display: practitioner.name }, status: 'accepted' },
    { actor: { type: 'Location', display: clinic.cmsContent.name || clinic.name }, status: 'accepted' },
  ];
  return {
    resourceType: 'Appointment',
    id: `appointment-${shown.id}`,
    identifier: [portalIdentifier(query.config, 'appointment', shown.id)],
    status: statusOf(shown, end, now),
    ...(shown.isCancelled ? { cancelationReason: { coding: [cancelledBy(shown)] } } : {}),
    serviceType: [{ text: shown.kind.cmsContent.title }],
    ...(specialty ? { specialty: [{ text: specialty.cmsContent.title || specialty.name }] } : {}),
    appointmentType: { text: locationTypeTexts[shown.locationType][query.lang] },
    ...(shown.arrivalReason ? { reasonCode: [{ text: shown.arrivalReason }] } : {}),
    ...(shown.kind.cmsContent.description ? { description: shown.kind.cmsContent.description } : {}),
    start: start.toISOString(),
    end: end.toISOString(),
    minutesDuration: shown.durationMinutes,
    participant,
  };
}

/**
 * The appointments part of the patient's own data: every time reserved for the subject, past and
 * upcoming, cancelled ones too, as the appointment page shows each by its id.
 */
export const appointmentRecords: PatientRecordSource = {
  name: 'appointments',
  resourceTypes: ['Appointment'],
  records: async (query) => {
    const now = query.now();
    const records = await findAppointments(query.db, eq(appointments.reservedByPatientId, query.subjectId));
    return records.map((record) =>
      toFhirAppointment(toPatientAppointment(record, query.subjectId, query.lang, now, cancellationHoursOf(query.config, record.appointment.organisationId), false), query, now),
    );
  },
};
