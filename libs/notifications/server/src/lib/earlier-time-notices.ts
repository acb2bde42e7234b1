import { bookingListOfPayer } from '@portal/appointments/records';
import type { Database, EarlierTimeNoticeJob } from '@portal/shared/db';
import { appointments, earlierTimeOffers, earlierTimeRequests, patients } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { isLanguage, MOVE_FROM_PARAM, pagePaths, smsPhoneNumber } from '@portal/shared/util';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EarlierTimeOfferNotice } from './messages/earlier-time-offer';

export type EarlierTimeNoticeLookup =
  /** Where it goes: each null when that channel was not chosen or has no address on the booking. */
  | { type: 'send'; notice: EarlierTimeOfferNotice; to: string | null; smsTo: string | null }
  /** Nothing to send, and nothing to try again: why (for the job's log line, no personal data). */
  | { type: 'skip'; reason: 'noOffer' | 'accepted' | 'holdEnded' | 'requestEnded' | 'noAddress' };

const offeredTime = alias(appointments, 'offered_time');

/**
 * The offer of a time, read as things are now: none once it was taken, its hold has ended or its
 * request was cancelled. By the channels the request chose, in the request's language: for a
 * booking's request to the e-mail address and phone given on the booking, linking the offered
 * time's reservation page with the booking to move (the list of the booking's payer); for a
 * search's, to those on the patient's record, linking the reservation page of the search's list.
 */
export async function lookUpEarlierTimeNotice(db: Database, config: ApiConfig, job: EarlierTimeNoticeJob, now: Date): Promise<EarlierTimeNoticeLookup> {
  const [row] = await db
    .select({ offer: earlierTimeOffers, request: earlierTimeRequests, booking: appointments, time: offeredTime, patient: patients })
    .from(earlierTimeOffers)
    .innerJoin(earlierTimeRequests, eq(earlierTimeRequests.id, earlierTimeOffers.requestId))
    .leftJoin(appointments, eq(appointments.id, earlierTimeRequests.appointmentId))
    .innerJoin(patients, eq(patients.personId, earlierTimeRequests.patientId))
    .innerJoin(offeredTime, eq(offeredTime.id, earlierTimeOffers.appointmentId))
    .where(eq(earlierTimeOffers.id, job.offerId));
  if (!row) return { type: 'skip', reason: 'noOffer' };
  const { offer, request, booking, time, patient } = row;
  if (offer.acceptedAt || time.reservedByPatientId !== null) return { type: 'skip', reason: 'accepted' };
  if (request.endedAt) return { type: 'skip', reason: 'requestEnded' };
  if (offer.heldUntil <= now || time.heldForPatientId !== request.patientId) return { type: 'skip', reason: 'holdEnded' };
  // A booking's contact details as given when booking; a search's, those on record.
  const email = booking ? booking.emailAddress : patient.email;
  const phone = booking ? booking.phone : patient.phoneNumber;
  const to = request.channels.includes('email') && email ? email : null;
  const smsTo = request.channels.includes('sms') && phone ? smsPhoneNumber(phone) : null;
  if (to === null && smsTo === null) return { type: 'skip', reason: 'noAddress' };
  const language = isLanguage(request.language) ? request.language : 'fi';
  // A booking's offer moves it; a search's is reserved from the search's list.
  const query = booking
    ? new URLSearchParams({ customerType: bookingListOfPayer(booking.payerType) ?? 'private', [MOVE_FROM_PARAM]: String(booking.id) })
    : new URLSearchParams({ customerType: request.customerType ?? 'private' });
  return {
    type: 'send',
    to,
    smsTo,
    notice: {
      brand: config.brand,
      language,
      heldUntil: offer.heldUntil,
      forBooking: booking !== null,
      offerUrl: `${config.publicOrigin}${pagePaths.booking.reservation(language, time.id, `?${query.toString()}`)}`,
    },
  };
}
