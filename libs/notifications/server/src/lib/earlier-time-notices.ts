import { bookingListOfPayer } from '@portal/appointments/records';
import type { Database, EarlierTimeNoticeJob } from '@portal/shared/db';
import { appointments, earlierTimeOffers, earlierTimeRequests } from '@portal/shared/db';
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
 * The offer of an earlier time, read as things are now: none once it was taken, its hold has
 * ended or its request was cancelled. To the e-mail address and phone given on the booking, by the
 * channels the request chose, in the request's language, linking the offered time's reservation
 * page with the booking to move (the list of the booking's payer).
 */
export async function lookUpEarlierTimeNotice(db: Database, config: ApiConfig, job: EarlierTimeNoticeJob, now: Date): Promise<EarlierTimeNoticeLookup> {
  const [row] = await db
    .select({ offer: earlierTimeOffers, request: earlierTimeRequests, booking: appointments, time: offeredTime })
    .from(earlierTimeOffers)
    .innerJoin(earlierTimeRequests, eq(earlierTimeRequests.id, earlierTimeOffers.requestId))
    .innerJoin(appointments, eq(appointments.id, earlierTimeRequests.appointmentId))
    .innerJoin(offeredTime, eq(offeredTime.id, earlierTimeOffers.appointmentId))
    .where(eq(earlierTimeOffers.id, job.offerId));
  if (!row) return { type: 'skip', reason: 'noOffer' };
  const { offer, request, booking, time } = row;
  if (offer.acceptedAt || time.reservedByPatientId !== null) return { type: 'skip', reason: 'accepted' };
  if (request.endedAt) return { type: 'skip', reason: 'requestEnded' };
  if (offer.heldUntil <= now || time.heldForPatientId !== request.patientId) return { type: 'skip', reason: 'holdEnded' };
  const to = request.channels.includes('email') && booking.emailAddress ? booking.emailAddress : null;
  const smsTo = request.channels.includes('sms') && booking.phone ? smsPhoneNumber(booking.phone) : null;
  if (to === null && smsTo === null) return { type: 'skip', reason: 'noAddress' };
  const language = isLanguage(request.language) ? request.language : 'fi';
  const query = new URLSearchParams({ customerType: bookingListOfPayer(booking.payerType) ?? 'private', [MOVE_FROM_PARAM]: String(booking.id) });
  return {
    type: 'send',
    to,
    smsTo,
    notice: {
      brand: config.brand,
      language,
      heldUntil: offer.heldUntil,
      offerUrl: `${config.publicOrigin}${pagePaths.booking.reservation(language, time.id, `?${query.toString()}`)}`,
    },
  };
}
