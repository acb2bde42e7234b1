import type { Database } from '@portal/shared/db';
import { deleteRows, idempotentRequests } from '@portal/shared/db';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { HttpProblem } from './errors';

/**
 * Retries that do the work once.
 *
 * Every state-changing call under /api (POST, PUT, PATCH, DELETE) may carry an `Idempotency-Key`
 * header; the portal sends one with each, and sends the same key again when it retries the same
 * call after a time-out or a lost connection. The first request with a key runs and its answer is
 * stored in PostgreSQL (table `idempotent_requests`, one row per sender and key). Then:
 *
 * - a request with the same key and the same content gets the stored answer (status, type,
 *   location and body) with `Idempotent-Replayed: true`, and nothing runs again;
 * - while the first request still runs, 409 `RequestInProgress` with `Retry-After: 1`;
 * - the same key with another method, route, query or body: 422 `IdempotencyKeyReused`;
 * - an answer of 5xx or 429 is not stored: the work did not happen, so a retry runs again;
 * - nor is an answer that sets a cookie (a renewed session): a session token is never stored
 *   outside the session table, so such a call runs again on retry.
 *
 * The key is counted per sender (the session's person, or "anonymous" without a session; a key is
 * a random UUID, which another sender cannot guess) and stored as a hash. Answers are kept for a
 * day. A request whose process died before its answer was stored leaves a pending row; after
 * `ABANDONED_AFTER_MS` (longer than the request time limit) a retry takes it over and runs.
 *
 * Written here rather than taken from a package: the answer must be stored in the database every
 * process shares, scoped to the signed-in person, and checked after the session and csrf checks;
 * the Fastify plugins on npm keep answers in process memory or Redis.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** Printable ASCII without spaces; a UUID is 36 characters. */
const KEY_FORMAT = /^[\x21-\x7e]{16,128}$/;
export const IDEMPOTENT_ANSWER_KEPT_MS = 24 * 60 * 60_000;
/** A pending request older than this has lost its process (requests end within the request time limit). */
export const ABANDONED_AFTER_MS = 2 * 60_000;

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The stored request's key hash while this request is the one that runs. */
    idempotencyKeyHash: string | null;
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** What makes two requests the same: method, route, path, query without its csrf token, body. */
function fingerprintOf(request: FastifyRequest): string {
  const query = Object.entries((request.query ?? {}) as Record<string, unknown>)
    .filter(([name]) => name !== 'csrfToken')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const path = request.url.split('?')[0] ?? '';
  return sha256([request.method, request.routeOptions.url ?? '', path, JSON.stringify(query), JSON.stringify(request.body ?? null)].join('\n'));
}

function senderOf(request: FastifyRequest): string {
  const session = request.session ?? request.expiredSession;
  return session ? `person:${session.personId}` : 'anonymous';
}

function payloadText(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  if (payload === null || payload === undefined) return '';
  return null;
}

export function registerIdempotency(app: FastifyInstance, deps: { db: Database; now: () => Date }): { purgeExpired(): Promise<number> } {
  const { db, now } = deps;
  const table = idempotentRequests;
  app.decorateRequest('idempotencyKeyHash', null);

  const replay = (reply: FastifyReply, row: typeof table.$inferSelect) => {
    reply.code(row.statusCode ?? 200).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    if (row.contentType) reply.type(row.contentType);
    if (row.location) reply.header('location', row.location);
    return reply.send(row.body ?? '');
  };

  // After the session's preHandler (registered before this): the session and csrf checks come first.
  app.addHook('preHandler', async (request, reply) => {
    if (!stateChanging.has(request.method) || !(request.routeOptions.url ?? '').startsWith('/api/')) return;
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) throw new HttpProblem(400, { type: 'BadRequest', reason: 'idempotency-key' });

    const keyHash = sha256(`${senderOf(request)}\n${key}`);
    const fingerprint = fingerprintOf(request);
    const at = now();
    const [taken] = await db
      .insert(table)
      .values({ keyHash, fingerprint, state: 'pending', createdAt: at, expiresAt: new Date(at.getTime() + IDEMPOTENT_ANSWER_KEPT_MS) })
      .onConflictDoNothing()
      .returning({ keyHash: table.keyHash });
    if (taken) {
      request.idempotencyKeyHash = keyHash;
      return;
    }

    const [row] = await db.select().from(table).where(eq(table.keyHash, keyHash));
    if (!row) {
      // Purged between the two statements (a day old): this request is a new one after all.
      throw new HttpProblem(409, { type: 'RequestInProgress' });
    }
    if (row.fingerprint !== fingerprint) throw new HttpProblem(422, { type: 'IdempotencyKeyReused' });
    if (row.state === 'done') return replay(reply, row);
    if (at.getTime() - row.createdAt.getTime() > ABANDONED_AFTER_MS) {
      const [takenOver] = await db
        .update(table)
        .set({ createdAt: at })
        .where(and(eq(table.keyHash, keyHash), eq(table.state, 'pending'), eq(table.createdAt, row.createdAt)))
        .returning({ keyHash: table.keyHash });
      if (takenOver) {
        request.idempotencyKeyHash = keyHash;
        return;
      }
    }
    reply.header('retry-after', '1');
    throw new HttpProblem(409, { type: 'RequestInProgress' });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const keyHash = request.idempotencyKeyHash;
    if (!keyHash) return payload;
    request.idempotencyKeyHash = null;
    const body = payloadText(payload);
    const status = reply.statusCode;
    if (status >= 500 || status === 429 || body === null || reply.hasHeader('set-cookie')) {
      // Not done (or not storable): the retry runs the request again.
      await db.delete(table).where(and(eq(table.keyHash, keyHash), eq(table.state, 'pending')));
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    const location = reply.getHeader('location');
    await db
      .update(table)
      .set({
        state: 'done',
        statusCode: status,
        contentType: typeof contentType === 'string' ? contentType : null,
        location: typeof location === 'string' ? location : null,
        body,
      })
      .where(eq(table.keyHash, keyHash));
    return payload;
  });

  return {
    async purgeExpired() {
      return deleteRows(db, table, lt(table.expiresAt, now()));
    },
  };
}
