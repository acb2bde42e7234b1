import type { FastifyBaseLogger } from 'fastify';

/** One kind of row that runs out: its purge deletes what has, and says how many rows went. */
export interface PurgeTask {
  name: string;
  run(): Promise<number>;
}

/**
 * Every ten minutes (PURGE_CRON on the job queue's schedule where the process works jobs, one purge
 * over every process at a time; otherwise a timer of the process's own): sessions, sign-in
 * transactions, rate-limit counters, the development identity provider's records and the domains'
 * own (`app.addPurgeTask`: SMS codes, the development SMS outbox) all run out within minutes to a
 * day, so none grows past what that much time brings. The development insurer's granted permits
 * go once their validity has ended (libs/booking/server).
 * Uploads that were rejected or never finished go too, their bytes with them (storage/uploads.ts),
 * and accessibility feedback a year after the clinic answered it (libs/info/server).
 * Several API processes purging the same rows at once would be harmless, but with the queue they
 * take turns.
 */
export const PURGE_EVERY_MS = 10 * 60_000;
export const PURGE_CRON = '*/10 * * * *';

/** Runs every task once; a failing one is logged (by kind only) and the others still run. */
export async function purgeExpired(tasks: readonly PurgeTask[], log: FastifyBaseLogger): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const task of tasks) {
    try {
      removed[task.name] = await task.run();
    } catch (error) {
      log.warn({ task: task.name, err: { type: error instanceof Error ? error.name : 'unknown' } }, 'purge failed');
    }
  }
  const total = Object.values(removed).reduce((sum, count) => sum + count, 0);
  if (total > 0) log.info({ removed }, 'expired rows purged');
  return removed;
}

/** Purges now and then every `everyMs`; the returned function stops it. The timer never keeps the process alive. */
export function schedulePurge(tasks: readonly PurgeTask[], log: FastifyBaseLogger, everyMs = PURGE_EVERY_MS): () => void {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    // One round at a time: a slow database must not stack purges up.
    running = running.then(() => purgeExpired(tasks, log));
  };
  const first = setTimeout(tick, 0);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
