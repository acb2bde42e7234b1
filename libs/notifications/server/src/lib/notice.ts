import type { AppointmentNoticeJob } from '@portal/shared/db';
import type { BrandId, Language } from '@portal/shared/util';

/**
 * What the portal tells a patient about an appointment: the kinds the queue's jobs carry: a kind added there needs its texts (records keyed by it) here,
 * or the typecheck fails.
 */
export type AppointmentNoticeKind = AppointmentNoticeJob['kind'];
export const appointmentNoticeKinds = ['confirmation', 'change', 'reminder', 'cancellation'] as const satisfies readonly AppointmentNoticeKind[];

/**
 * Everything one appointment notice says, already looked up and in the patient's language: the
 * mail templates (messages/) and the calendar entry (calendar/) are made from this alone. It holds
 * no health data (no reason for the visit, no description): a notice tells when and where.
 */
export interface AppointmentNotice {
  kind: AppointmentNoticeKind;
  brand: BrandId;
  language: Language;
  appointmentId: number;
  /**
   * The calendar entry's UID is made from this: the appointment's own id, or, after the patient
   * moved the booking, the first appointment's, so the patient's calendar updates one entry.
   */
  calendarEntryId: number;
  /** The calendar entry's SEQUENCE (appointments.calendar_sequence). */
  sequence: number;
  start: Date;
  end: Date;
  /** A video or phone visit: no place. */
  remote: boolean;
  /** The clinic's name and street address, for a visit in person. */
  place: { name: string; streetAddress: string; postalCode: string; city: string } | null;
  /** The practitioner's name and title in the language ("Anna Lahti, general practitioner"). */
  practitioner: string;
  /** The kind of visit in the language ("Doctor's appointment"). */
  service: string;
  /** The price shown at booking, formatted in the language ("65,00 €"); null when none was shown. */
  price: string | null;
  /** The last moment the patient may cancel in the portal (start minus the cancellation hours). */
  cancellableUntil: Date;
  /**
   * Where the patient sees the appointment: the anonymous appointment link for a booker who was
   * not signed in, the appointment page otherwise. Absolute (https: in production).
   */
  appointmentUrl: string;
  /** The brand's booking list, for a new time after a cancellation. Absolute. */
  newBookingUrl: string;
  /** A cancellation's cause: the patient, or the clinic. */
  cancelledBy?: 'patient' | 'clinic';
}

/** One mail, ready to send: the subject, the HTML and the plain-text part. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}
