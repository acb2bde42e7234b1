import type { Database } from '@portal/shared/db';
import { deleteRows, notificationDeliveries } from '@portal/shared/db';
import { and, eq, isNull, lt } from 'drizzle-orm';

/**
 * A claim older than this is taken to be of a process that died while sending: another may take
 * it over. Longer than the mail sender's own time limits, so a live sender is never overtaken.
 */
export const STALE_CLAIM_MS = 2 * 60_000;

export type Claim = 'claimed' | 'alreadySent' | 'refused' | 'claimedElsewhere';

/**
 * Takes the right to send one notice (notification_deliveries): the first to insert its key sends
 * it; whoever finds it sent (or refused for good) skips it; whoever finds a fresh unsent claim
 * waits for its outcome (a retry of the job). Of two jobs, or two processes, for one notice exactly one sends it, unless a
 * process dies between sending and recording it, when the next try sends it again (a notice twice
 * rather than never).
 */
export async function claimDelivery(db: Database, key: string, now: Date): Promise<Claim> {
  const [taken] = await db
    .insert(notificationDeliveries)
    .values({ key, claimedAt: now })
    .onConflictDoUpdate({
      target: notificationDeliveries.key,
      set: { claimedAt: now },
      setWhere: and(isNull(notificationDeliveries.sentAt), isNull(notificationDeliveries.refusedCode), lt(notificationDeliveries.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
    })
    .returning({ key: notificationDeliveries.key });
  if (taken) return 'claimed';
  const [existing] = await db.select({ sentAt: notificationDeliveries.sentAt, refusedCode: notificationDeliveries.refusedCode }).from(notificationDeliveries).where(eq(notificationDeliveries.key, key));
  if (existing?.sentAt) return 'alreadySent';
  return existing?.refusedCode == null ? 'claimedElsewhere' : 'refused';
}

/** The notice went: nobody sends it again. */
export async function markDelivered(db: Database, key: string, now: Date): Promise<void> {
  await db.update(notificationDeliveries).set({ sentAt: now }).where(eq(notificationDeliveries.key, key));
}

/** The mail server refused the address for good (its reply code): the notice is not tried again. */
export async function markRefused(db: Database, key: string, code: number): Promise<void> {
  await db.update(notificationDeliveries).set({ refusedCode: code }).where(eq(notificationDeliveries.key, key));
}

/** Sending failed: the claim is let go, so that the job's retry (here or elsewhere) may claim it at once. */
export async function releaseDelivery(db: Database, key: string): Promise<void> {
  await db.delete(notificationDeliveries).where(and(eq(notificationDeliveries.key, key), isNull(notificationDeliveries.sentAt), isNull(notificationDeliveries.refusedCode)));
}

/** Records of sent notices are kept a year (a reminder is planned at most months ahead), then go. */
export const KEEP_DELIVERIES_DAYS = 365;

export async function purgeDeliveries(db: Database, at: Date): Promise<number> {
  return deleteRows(db, notificationDeliveries, lt(notificationDeliveries.claimedAt, new Date(at.getTime() - KEEP_DELIVERIES_DAYS * 86_400_000)));
}
