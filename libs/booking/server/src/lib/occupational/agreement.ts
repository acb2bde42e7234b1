import { ownOccupationalContract } from '@portal/occupational-health/records';
import type { OccupationalBookingResponse } from '@portal/booking/contracts';
import type { Database } from '@portal/shared/db';
import type { ActingSession, Brand } from '@portal/shared/server';
import { bookableSpecialtyIds, occupationalBookingOf } from './status';

/**
 * What the session's own occupational health agreement lets them book (null session: nothing, as
 * for anyone without an agreement). The list, the search and the reservation all ask this, so the
 * three can never disagree.
 */
export async function occupationalBookingFor(db: Database, session: ActingSession | null, brand: Brand): Promise<OccupationalBookingResponse> {
  if (!session) return { status: 'no-occupational-healthcare' };
  return occupationalBookingOf(await ownOccupationalContract(db, session, brand));
}

/** Whether the session's own agreement lets them book a time of this specialty online. */
export async function agreementCovers(db: Database, session: ActingSession, brand: Brand, specialtyId: string): Promise<boolean> {
  return bookableSpecialtyIds(await occupationalBookingFor(db, session, brand)).includes(specialtyId);
}
