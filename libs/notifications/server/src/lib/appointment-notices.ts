import type { AppointmentRecord } from '@portal/appointments/records';
import { endOf, findAppointments } from '@portal/appointments/records';
import type { AppointmentNoticeJob, Database } from '@portal/shared/db';
import { appointments, noticePreferencesOf } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { cancellationHoursOf } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import { formatEuros, isLanguage, pagePaths, partsOfChannel, priceForAppointment, smsPhoneNumber } from '@portal/shared/util';
import { eq } from 'drizzle-orm';
import type { AppointmentNotice } from './notice';

const hour = 3_600_000;

/** The word before a price that may grow with what is done at the visit, as the booking list shows it. */
const fromPrefix: Record<Language, string> = { fi: 'alkaen', sv: 'från', en: 'from' };

type NotificationJob = AppointmentNoticeJob;

/**
 * The price the patient saw when booking, when they pay it themselves: an occupational or
 * insurance visit is paid by the employer or the insurer, and the mail names no sum for it.
 */
function priceOf(record: AppointmentRecord, language: Language): string | null {
  const { appointment, rate } = record;
  if (!rate || (appointment.payerType !== 'self' && appointment.payerType !== 'kela65')) return null;
  const price = priceForAppointment({ kindId: appointment.kindId, rateCents: rate.rateCents, healthCareType: appointment.payerType === 'kela65' ? 'kela65' : 'private' });
  const amount = formatEuros(price.cents, language);
  return price.showFromPrefix ? (language === 'en' ? `${fromPrefix.en} ${amount}` : `${amount} ${fromPrefix[language]}`) : amount;
}

export type NoticeLookup =
  | {
      type: 'found';
      notice: AppointmentNotice;
      /** The e-mail address and phone given on the reservation form (the guardian's, for a child). */
      emailAddress: string | null;
      phone: string | null;
      /** Whose appointment it is: their notification choices apply. */
      patientId: number;
      /** The anonymous form's answer to booking texts; null when it was not asked. */
      bookingSmsAllowed: boolean | null;
    }
  /** Nothing to send, and nothing to try again: say why (for the job's log line, no personal data). */
  | { type: 'skip'; reason: 'noAppointment' | 'notReserved' | 'cancelled' | 'started' | 'changed' };

/**
 * The notice a job asks for, read from the appointment as it is now: a confirmation or a reminder
 * of an appointment cancelled since is not sent, nor a reminder of one whose calendar entry has
 * changed since it was planned (a later change plans its own). In the booking's language, or in
 * `inLanguage`.
 */
export async function lookUpAppointmentNotice(db: Database, config: ApiConfig, job: NotificationJob, now: Date, inLanguage?: Language): Promise<NoticeLookup> {
  const [record] = await findAppointments(db, eq(appointments.id, job.appointmentId));
  if (!record) return { type: 'skip', reason: 'noAppointment' };
  const { appointment, clinic, practitioner, kind } = record;
  if (appointment.reservedByPatientId === null) return { type: 'skip', reason: 'notReserved' };
  if (job.kind !== 'cancellation') {
    if (appointment.cancelledAt) return { type: 'skip', reason: 'cancelled' };
    if (appointment.startDate <= now) return { type: 'skip', reason: 'started' };
    if (job.kind === 'reminder' && appointment.calendarSequence !== job.sequence) return { type: 'skip', reason: 'changed' };
  }
  // The booking's language, unless the caller reads it in another (a download from a page).
  const language: Language = inLanguage ?? (appointment.language && isLanguage(appointment.language) ? appointment.language : 'fi');
  const origin = config.publicOrigin;
  const appointmentPath =
    job.audience === 'anonymous' && appointment.anonymousLinkId
      ? pagePaths.appointments.anonymousAppointment(language, appointment.anonymousLinkId)
      : pagePaths.appointments.appointment(language, [appointment.id]);
  const notice: AppointmentNotice = {
    kind: job.kind,
    brand: config.brand,
    language,
    appointmentId: appointment.id,
    calendarEntryId: appointment.calendarEntryId ?? appointment.id,
    sequence: job.sequence,
    start: appointment.startDate,
    end: endOf(appointment),
    remote: appointment.isRemote,
    place:
      appointment.isRemote || !clinic.street || !clinic.postalCode || !clinic.postOffice
        ? null
        : { name: clinic.cmsContent.name[language], streetAddress: clinic.street, postalCode: clinic.postalCode, city: clinic.postOffice },
    practitioner: `${practitioner.name}, ${practitioner.title[language]}`,
    service: kind.title[language],
    price: priceOf(record, language),
    cancellableUntil: new Date(appointment.startDate.getTime() - cancellationHoursOf(config, appointment.organisationId) * hour),
    appointmentUrl: `${origin}${appointmentPath}`,
    newBookingUrl: `${origin}${pagePaths.booking.landing(language)}`,
    ...(job.kind === 'cancellation' ? { cancelledBy: appointment.hasAppointeeCanceled ? ('patient' as const) : ('clinic' as const) } : {}),
  };
  return {
    type: 'found',
    notice,
    emailAddress: appointment.emailAddress,
    phone: appointment.phone,
    patientId: appointment.reservedByPatientId,
    bookingSmsAllowed: appointment.bookingSmsAllowed,
  };
}

export interface NoticeRecipients {
  /** The address the mail goes to, null when none goes. */
  to: string | null;
  /** The number the text message goes to, null when none goes. */
  smsTo: string | null;
}

/**
 * Where one appointment notice goes, by the patient's notification choices (my information):
 * - a confirmation (and the notice of a move) always by e-mail: the patient has just booked and
 *   expects it;
 * - an anonymous booking (the form's box was asked) by e-mail and, when the box was ticked, by text;
 *   the booker made no other choice when signed out;
 * - otherwise as the patient chose for appointments (before any choice: e-mail, and texts when the
 *   consent allows booking texts).
 */
export async function recipientsOf(db: Database, found: Extract<NoticeLookup, { type: 'found' }>): Promise<NoticeRecipients> {
  const chosen = partsOfChannel((await noticePreferencesOf(db, found.patientId)).appointments);
  const parts = found.bookingSmsAllowed === null ? chosen : { email: true, sms: found.bookingSmsAllowed };
  // A move is the patient's own act, as a booking is: its notice goes by e-mail too.
  const email = parts.email || found.notice.kind === 'confirmation' || found.notice.kind === 'change';
  return {
    to: email ? found.emailAddress : null,
    smsTo: parts.sms && found.phone ? smsPhoneNumber(found.phone) : null,
  };
}
