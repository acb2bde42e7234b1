import type { KelaCardSide } from '@portal/account/contracts';
import type { Database } from '@portal/shared/db';
import { kelaCards, storedObjects } from '@portal/shared/db';
import type { Uploads } from '@portal/shared/server';
import { and, eq, inArray, notInArray } from 'drizzle-orm';

/** Thrown inside the transaction to roll it back. */
class NotAccepted extends Error {
  override readonly name = 'NotAccepted';
}

/** Thrown inside the transaction when its claim (the upload's token) was already used. */
class NotClaimed extends Error {
  override readonly name = 'NotClaimed';
}

/** What each side's stored objects are for. */
export const kelaCardPurposes: Record<KelaCardSide, string> = { front: 'kela-card-front', back: 'kela-card-back' };

/**
 * Makes the two checked images the patient's Kela card, in one transaction: both objects become
 * accepted, the card names them, and every other accepted Kela card image of the patient (the
 * old card's) is rejected, to be removed once the transaction is done. The objects are accepted
 * before the card row is written, so of two uploads finishing at once the later one also rejects
 * the earlier one's images: a patient never keeps images no card names. Null when the objects
 * were no longer in quarantine (nothing is changed then). `claim` runs first in the same
 * transaction (using the upload's token): 'not-claimed' when it finds the token used already.
 */
export async function replaceKelaCard(
  db: Database,
  uploads: Uploads,
  card: { patientId: number; frontKey: string; backKey: string; now: Date },
  claim: (tx: Database) => Promise<boolean> = async () => true,
): Promise<{ previousKeys: string[] } | null | 'not-claimed'> {
  const keys = [card.frontKey, card.backKey];
  try {
    return await db.transaction(async (tx) => {
      if (!(await claim(tx as unknown as Database))) throw new NotClaimed();
      if ((await uploads.accept(keys, tx)) !== keys.length) throw new NotAccepted();
      await tx
        .insert(kelaCards)
        .values({ patientId: card.patientId, frontKey: card.frontKey, backKey: card.backKey, updatedAt: card.now })
        .onConflictDoUpdate({ target: kelaCards.patientId, set: { frontKey: card.frontKey, backKey: card.backKey, updatedAt: card.now } });
      const previous = await tx
        .select({ key: storedObjects.key })
        .from(storedObjects)
        .where(
          and(
            eq(storedObjects.ownerId, card.patientId),
            inArray(storedObjects.purpose, Object.values(kelaCardPurposes)),
            eq(storedObjects.status, 'accepted'),
            notInArray(storedObjects.key, keys),
          ),
        );
      const previousKeys = previous.map((row) => row.key);
      await uploads.reject(previousKeys, tx);
      return { previousKeys };
    });
  } catch (error) {
    if (error instanceof NotAccepted) return null;
    if (error instanceof NotClaimed) return 'not-claimed';
    throw error;
  }
}
