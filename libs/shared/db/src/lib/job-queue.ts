import { sql } from 'drizzle-orm';
import type { Db as IDatabase, JobResult } from 'pg-boss';
import { fromDrizzle, PgBoss } from 'pg-boss';
import type { Database } from './client';

/**
 * How the job queue reaches the database: the embedded one through its single connection, a
 * PostgreSQL server through a small pool of the queue's own (its polling never waits behind
 * requests for a pooled connection).
 */
export type QueueDatabase = { backend: 'pglite'; db: IDatabase } | { backend: 'postgres'; connectionString: string };

/** What each queue's jobs carry: ids only, never personal data (the job table is not encrypted apart). */
export interface JobData {
  /** A notice to a patient (libs/notifications/server): about an appointment, or a new message. */
  notification: AppointmentNoticeJob | MessageNoticeJob | EarlierTimeNoticeJob;
  /**
   * A free time to offer to the patients waiting for an earlier one (booking's earlier times): sent
   * when a time is freed or added, and when an offer's hold ends, to pass it on.
   */
  'earlier-time': EarlierTimeJob;
  /** The purge of rows that ran out (sessions, codes, counters...): on the queue's schedule. */
  purge: Record<string, never>;
}

/** A confirmation, reminder or cancellation of an appointment, or the notice that it moved to another time. */
export interface AppointmentNoticeJob {
  about: 'appointment';
  appointmentId: number;
  kind: 'confirmation' | 'change' | 'reminder' | 'cancellation';
  /** The calendar entry's SEQUENCE the notice carries. */
  sequence: number;
  /** Who booked: an anonymous booker's notices link the anonymous appointment view. */
  audience: 'anonymous' | 'signedIn';
}

/** A message from the care team waiting in a conversation: the notice says only that there is one. */
export interface MessageNoticeJob {
  about: 'message';
  threadId: number;
  messageId: number;
}

/** The offer of an earlier time: that one is held for the patient, and the link to take it. */
export interface EarlierTimeNoticeJob {
  about: 'earlierTime';
  offerId: number;
}

export interface EarlierTimeJob {
  appointmentId: number;
}

export type JobQueueName = keyof JobData;

/**
 * The queues and their retry rules. A notice that cannot be sent (the mail server down) is tried
 * again after 30 s, then with doubling delays up to an hour, ten times in all: about six hours,
 * after which the job stays failed in the queue's table for a look. A job a process took and did
 * not finish (the process died) returns to the queue after two minutes.
 */
const queueOptions = {
  notification: { retryLimit: 10, retryDelay: 30, retryBackoff: true, retryDelayMax: 3_600, expireInSeconds: 120, retentionSeconds: 14 * 86_400 },
  // A time is offered within seconds of being freed; a failure is tried again soon, as the hold is short.
  'earlier-time': { retryLimit: 5, retryDelay: 10, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 120, retentionSeconds: 7 * 86_400 },
  // One purge at a time over every process; a failed one waits for the next tick.
  purge: { policy: 'singleton', retryLimit: 0, expireInSeconds: 300, retentionSeconds: 86_400 },
} as const satisfies Record<JobQueueName, object>;

export const JOB_QUEUE_NAMES = Object.keys(queueOptions) as JobQueueName[];

/** pg-boss's own tables live in this schema, beside the portal's. */
const QUEUE_SCHEMA = 'pgboss';

function bossOf(target: QueueDatabase, options: { supervise: boolean; migrate: boolean }): PgBoss {
  // Processes that work jobs also watch the schedules (schedule()): pg-boss has one of them send
  // each occurrence's job, however many watch.
  const common = { schema: QUEUE_SCHEMA, schedule: options.supervise, ...options };
  const boss =
    target.backend === 'pglite'
      ? new PgBoss({ ...common, db: target.db, backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: target.connectionString, max: 3, application_name: 'portal-jobs' });
  return boss;
}

/**
 * Creates or updates pg-boss's tables and the portal's queues: part of the migrations
 * (DatabaseHandle.migrate), so a test database made from a migrated one has them too.
 */
export async function installJobQueue(target: QueueDatabase): Promise<void> {
  const boss = bossOf(target, { supervise: false, migrate: true });
  const errors: unknown[] = [];
  boss.on('error', (error) => errors.push(error));
  await boss.start();
  try {
    for (const name of JOB_QUEUE_NAMES) {
      const options: Record<string, unknown> = { ...queueOptions[name] };
      if (await boss.getQueue(name)) {
        // A queue's policy is set when it is made (pg-boss refuses to change it).
        delete options['policy'];
        await boss.updateQueue(name, options);
      } else {
        await boss.createQueue(name, options);
      }
    }
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
  if (errors.length > 0) throw errors[0];
}

/** One job as its handler sees it. */
export interface QueuedJob<Q extends JobQueueName> {
  id: string;
  data: JobData[Q];
  /** How many times it was tried before (0 on the first try). */
  retryCount: number;
}

export interface SendOptions {
  /** Not before this instant (a reminder). */
  startAfter?: Date;
}

/** The portal's work outside the request (ARCHITECTURE.md "Work outside the request"). */
export interface JobQueue {
  /**
   * Writes a job in `tx`, the caller's transaction: the job exists exactly when the change that
   * causes it is committed (a transactional outbox).
   */
  send<Q extends JobQueueName>(tx: Database, queue: Q, data: JobData[Q], options?: SendOptions): Promise<void>;
  /**
   * Runs `handler` for the queue's jobs in this process; several processes may each work the same
   * queue, and each job goes to one of them (SKIP LOCKED). A handler that throws has its job tried
   * again by the queue's retry rules. Nothing runs unless the queue was opened with `work`.
   */
  work<Q extends JobQueueName>(queue: Q, handler: (job: QueuedJob<Q>) => Promise<void>): Promise<void>;
  /**
   * A job on `cron` (UTC) for the queue, sent once per occurrence whichever processes watch: made
   * or updated at every start of a working process. Nothing is scheduled unless the queue was
   * opened with `work`.
   */
  schedule<Q extends JobQueueName>(queue: Q, cron: string, data: JobData[Q]): Promise<void>;
  /** Whether this process works jobs (the API's main process) or only writes them (most tests). */
  readonly working: boolean;
  /** Stops taking jobs and waits (a little) for those under way. */
  stop(): Promise<void>;
}

/** How often an idle worker looks for new jobs: a confirmation arrives within about this long. */
const POLL_SECONDS = 1;
/**
 * Jobs a worker takes at a time. One at a time, a worker waited a poll between jobs (two processes
 * sent 120 notices in over 30 s); a full batch is followed by the next at once.
 */
const BATCH_SIZE = 10;

/**
 * Opens the queue on a migrated database. `work: false` only writes jobs (a test of the change
 * that causes them); `work: true` also takes them and keeps the queue's table tidy (pg-boss's
 * maintenance: expired jobs back to the queue, old ones removed), which with several processes
 * one of them does at a time.
 */
export async function openJobQueue(target: QueueDatabase, options: { work: boolean; onError: (error: unknown) => void }): Promise<JobQueue> {
  const boss = bossOf(target, { supervise: options.work, migrate: false });
  boss.on('error', options.onError);
  await boss.start();
  return {
    working: options.work,
    async send(tx, queue, data, sendOptions = {}) {
      const id = await boss.send(queue, data, {
        db: fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
      if (!id) throw new Error(`The ${queue} queue did not take the job`);
    },
    async work(queue, handler) {
      if (!options.work) return;
      await boss.work<JobData[typeof queue]>(
        queue,
        { pollingIntervalSeconds: POLL_SECONDS, batchSize: BATCH_SIZE, burstWhenBatchFull: true, includeMetadata: true, perJobResults: true },
        async (batch) => {
          const results: JobResult[] = [];
          // One after another: a batch saves the polls, not the mail server's connections.
          for (const job of batch) {
            try {
              await handler({ id: job.id, data: job.data, retryCount: job.retryCount });
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              // Stored on the job: the error's kind only, as in the logs (a message may quote data).
              results.push({ id: job.id, status: 'failed', output: { error: error instanceof Error ? error.name : 'unknown' } });
            }
          }
          return results;
        },
      );
    },
    async schedule(queue, cron, data) {
      if (!options.work) return;
      await boss.schedule(queue, cron, data, { tz: 'UTC' });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000, close: true });
    },
  };
}
