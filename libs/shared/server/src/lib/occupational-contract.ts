import type { Database, OccupationalContractRow } from '@portal/shared/db';
import { occupationalContractOf } from '@portal/shared/db';
import { capabilitiesOf } from '@portal/shared/util';
import type { ActingSession } from './acting-session';
import type { Brand } from './config';

/**
 * The signed-in person's own occupational health agreement, when they are an occupational health
 * customer: their care type is occupational and an agreement is on record. Never a child's (a
 * guardian acting for one sees the child's pages) and never in a brand that offers no occupational
 * health care (the children's brand). The occupational health pages and occupational booking both
 * ask this.
 */
export async function ownOccupationalContract(db: Database, session: ActingSession, brand: Brand): Promise<OccupationalContractRow | null> {
  if (!capabilitiesOf(brand).offersOccupationalHealth || session.isChild) return null;
  const contract = await occupationalContractOf(db, session.personId);
  return contract?.healthCareType === 'occupational' ? contract : null;
}
