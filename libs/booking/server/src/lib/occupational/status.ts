import type { OccupationalContractRow } from '@portal/occupational-health/records';
import type { OccupationalBookingResponse } from '@portal/booking/contracts';
import { onlineBookableSpecialtyIds } from '@portal/booking/contracts';

/**
 * The occupational list's status (booking doc section 2) from the person's own agreement (null
 * when they have none, or are not its occupational health customer):
 * - no agreement: `no-occupational-healthcare`;
 * - online booking in the agreement and a product covering something: `ok`;
 * - otherwise `no-web-reservation`, whose specialties are those of the liftup products only (the
 *   vaccinations), so that the liftup banner's vaccinations can still be booked online.
 */
export function occupationalBookingOf(contract: Pick<OccupationalContractRow, 'contractProductIds' | 'webReservationAllowed' | 'vaccinationsAllowed' | 'influenzaVaccinationAllowed'> | null): OccupationalBookingResponse {
  if (!contract) return { status: 'no-occupational-healthcare' };
  const agreement = {
    contractProductIds: [...contract.contractProductIds],
    vaccinationsAllowed: contract.vaccinationsAllowed,
    influenzaVaccinationAllowed: contract.influenzaVaccinationAllowed,
  };
  const covered = onlineBookableSpecialtyIds(contract);
  if (contract.webReservationAllowed && covered.length > 0) return { status: 'ok', specialtyIds: covered, ...agreement };
  return { status: 'no-web-reservation', specialtyIds: onlineBookableSpecialtyIds({ ...contract, webReservationAllowed: false }), ...agreement };
}

/** The specialties the answer lets the person book online: none without an agreement. */
export function bookableSpecialtyIds(answer: OccupationalBookingResponse): readonly string[] {
  return answer.status === 'ok' || answer.status === 'no-web-reservation' ? answer.specialtyIds : [];
}

/**
 * An occupational search narrowed to the agreement: the asked specialties that it covers, or all it
 * covers when none were asked; null when nothing is left to search.
 */
export function narrowToAgreement(requested: readonly string[] | undefined, bookable: readonly string[]): string[] | null {
  const narrowed = requested === undefined || requested.length === 0 ? [...bookable] : requested.filter((id) => bookable.includes(id));
  return narrowed.length > 0 ? narrowed : null;
}
