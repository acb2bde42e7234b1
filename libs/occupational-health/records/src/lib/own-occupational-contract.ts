import type { Database } from '@portal/shared/db';
import type { BrandId } from '@portal/shared/util';
import { capabilitiesOf } from '@portal/shared/util';
import type { OccupationalContractRow } from './occupational-contracts';
import { occupationalContractOf } from './occupational-contracts';

/** Whom the portal acts for: a person, and whether that person is a child a guardian acts for. */
export interface ActingFor {
  personId: number;
  isChild: boolean;
}

/**
 * The signed-in person's own occupational health agreement, when they are an occupational health
 * customer: their care type is occupational and an agreement is on record. Never a child's (a
 * guardian acting for one sees the child's pages) and never in a brand that offers no occupational
 * health care (the children's brand). The occupational health pages and occupational booking both
 * ask this.
 */
export async function ownOccupationalContract(db: Database, session: ActingFor, brand: BrandId): Promise<OccupationalContractRow | null> {
  if (!capabilitiesOf(brand).offersOccupationalHealth || session.isChild) return null;
  const contract = await occupationalContractOf(db, session.personId);
  return contract?.healthCareType === 'occupational' ? contract : null;
}
