import type { BookingFiltersResponse, OccupationalBookingResponse } from '@portal/booking/contracts';
import { hasLiftupProduct } from '@portal/booking/contracts';
import type { Remote } from '@portal/shared/data-access';

/** What the agreement lets the list show: its specialties, and the vaccination permissions. */
export interface OccupationalAgreement {
  specialtyIds: readonly string[];
  vaccinationsAllowed: boolean;
  influenzaVaccinationAllowed: boolean;
}

/**
 * The occupational list's states (booking doc section 2): the statuses of the answer, with
 * no-web-reservation split into the liftup banner above the vaccinations' list, when a contract
 * product is in the liftup list, and otherwise the page asking to phone customer service. A failed
 * call is the unknown-error status too.
 */
export type OccupationalListView =
  | { kind: 'loading' }
  | { kind: 'unknown-error' }
  | { kind: 'no-occupational-healthcare' }
  | { kind: 'phone' }
  | { kind: 'list'; liftup: boolean; agreement: OccupationalAgreement };

export function occupationalListView(remote: Remote<OccupationalBookingResponse>): OccupationalListView {
  if (remote.status === 'loading') return { kind: 'loading' };
  if (remote.status !== 'ready') return { kind: 'unknown-error' };
  const answer = remote.data;
  switch (answer.status) {
    case 'unknown-error':
    case 'no-occupational-healthcare':
      return { kind: answer.status };
    case 'ok':
      return { kind: 'list', liftup: false, agreement: answer };
    case 'no-web-reservation':
      return hasLiftupProduct(answer.contractProductIds) && answer.specialtyIds.length > 0
        ? { kind: 'list', liftup: true, agreement: answer }
        : { kind: 'phone' };
  }
}

/**
 * The occupational vaccination page's states (booking doc sections 2 and 4): unauthorized without
 * a session, then the agreement's: no-occupational-healthcare, vaccinations not in the contract, or
 * ok (with the influenza vaccination or without).
 */
export type OccupationalVaccinationView =
  | { kind: 'unauthorized' }
  | { kind: 'loading' }
  | { kind: 'unknown-error' }
  | { kind: 'no-occupational-healthcare' }
  | { kind: 'not-included' }
  | { kind: 'ok'; influenzaVaccinationAllowed: boolean };

export function occupationalVaccinationView(signedIn: boolean, remote: Remote<OccupationalBookingResponse> | null): OccupationalVaccinationView {
  if (!signedIn || remote === null) return { kind: 'unauthorized' };
  if (remote.status === 'loading') return { kind: 'loading' };
  if (remote.status !== 'ready') return { kind: 'unknown-error' };
  const answer = remote.data;
  if (answer.status === 'unknown-error' || answer.status === 'no-occupational-healthcare') return { kind: answer.status };
  return answer.vaccinationsAllowed ? { kind: 'ok', influenzaVaccinationAllowed: answer.influenzaVaccinationAllowed } : { kind: 'not-included' };
}

/** The filters' choices within the agreement: its specialties, and the practitioners of them. */
export function filtersWithinAgreement(options: BookingFiltersResponse, specialtyIds: readonly string[]): BookingFiltersResponse {
  const covered = new Set(specialtyIds);
  return {
    ...options,
    specialties: options.specialties.filter((specialty) => covered.has(specialty.id)),
    practitioners: options.practitioners.filter((practitioner) => practitioner.specialtyIds.some((id) => covered.has(id))),
  };
}
