import type { Database } from '@portal/shared/db';
import { accessLog, accessLogKeys, deleteRows } from '@portal/shared/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { createHmac, randomBytes } from 'node:crypto';
import type { ApiConfig } from '../config';
import { addressKey } from '../rate-limit/rate-limit';
import type { AccessLogKind } from '@portal/shared/contracts';


declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether the answer carries a person's data, and which (access-log/kinds.ts). Every /api route says. */
    accessLog?: AccessLogDeclaration;
  }
  interface FastifyRequest {
    /**
     * Whose data the answer carries when the session does not say it: set by a route that finds
     * the person otherwise (an anonymous appointment link names its appointment's patient; the
     * sign-in methods are the signed-in person's own, also while acting for a child), or null for
     * an answer that turned out to carry no one's (a free time).
     */
    accessLogSubject?: number | null;
    /**
     * Whose data the answer carries when it is several persons' (the family view: the guardian's
     * and each child's): one row each, as the guardian's own read or as a guardian's.
     */
    accessLogSubjects?: readonly number[];
    /**
     * Who read it when no patient's session did: a professional on the care team's pages, by
     * their id among the professionals.
     */
    accessLogReader?: { role: 'professional'; id: number };
  }
}

/**
 * A route's access-log declaration: `{ kind }` for an answer that carries a person's data (and
 * `record`, the path parameter naming the record read, when there is one), or `false` for one
 * that carries none (reference data, a status). Every /api route declares one or the other; a test
 * walks the routes (access-log.test.ts).
 */
export type AccessLogDeclaration = { kind: AccessLogKind; record?: string } | false;

const safeMethods = new Set(['GET', 'HEAD']);

/** The key of the address hashes: made once per database, by whichever process starts first. */
async function addressHashKey(db: Database, now: Date): Promise<string> {
  await db.insert(accessLogKeys).values({ id: 1, key: randomBytes(32).toString('base64url'), createdAt: now }).onConflictDoNothing();
  const [row] = await db.select({ key: accessLogKeys.key }).from(accessLogKeys);
  if (!row) throw new Error('The access log has no key');
  return row.key;
}

type Reader = { actorId: number | null; actorRole: 'self' | 'guardian' | 'anonymous-link' | 'professional' };

/** A row of the log: the client's address hashed under the log's key, kept until the database's clock says. */
async function rowFor(
  what: { subjectId: number; reader: Reader; kind: AccessLogKind; record: string | null; route: string; ip: string },
  hashKey: () => Promise<string>,
  now: Date,
  retentionDays: number,
) {
  const key = await hashKey();
  return {
    at: now,
    subjectId: what.subjectId,
    ...what.reader,
    kind: what.kind,
    record: what.record?.slice(0, 200) ?? null,
    route: what.route,
    clientHash: createHmac('sha256', key).update(addressKey(what.ip)).digest('base64url').slice(0, 32),
    // By the database's clock, as the table's trigger and the purge judge it.
    keepUntil: sql<Date>`now() + make_interval(days => ${retentionDays})`,
  } as const;
}

/** The rows an answer's read makes: none when the answer carries no person's data. */
async function rowsOf(request: FastifyRequest, status: number, hashKey: () => Promise<string>, now: Date, retentionDays: number) {
  const declaration = request.routeOptions.config.accessLog;
  if (!declaration || status < 200 || status >= 300) return [];
  const session = request.session;
  const param = declaration.record === undefined ? undefined : (request.params as Record<string, unknown> | undefined)?.[declaration.record];
  const what = { kind: declaration.kind, record: typeof param === 'string' ? param : null, route: `${request.method} ${request.routeOptions.url ?? ''}`, ip: request.ip };
  if (request.accessLogSubjects && session) {
    return Promise.all(
      request.accessLogSubjects.map((subjectId) =>
        rowFor({ ...what, subjectId, reader: { actorId: session.personId, actorRole: subjectId === session.personId ? 'self' : 'guardian' } }, hashKey, now, retentionDays),
      ),
    );
  }
  const subjectId = request.accessLogSubject === undefined ? (session ? (session.actingForId ?? session.personId) : null) : request.accessLogSubject;
  if (subjectId === null) return [];
  const reader: Reader = request.accessLogReader
    ? { actorId: request.accessLogReader.id, actorRole: request.accessLogReader.role }
    : { actorId: session?.personId ?? null, actorRole: session ? (session.actingForId === null ? 'self' : 'guardian') : 'anonymous-link' };
  return [await rowFor({ ...what, subjectId, reader }, hashKey, now, retentionDays)];
}

/** Records a strong sign-in (kind `sign-in`, the method as its record): as oneself, or as a guardian for the child. */
export type RecordSignIn = (request: FastifyRequest, signIn: { personId: number; actingForId: number | null; method: string }) => Promise<void>;

/**
 * The access log (docs/decisions/0054-access-log.md): every /api answer that carries a person's
 * data, as its route declares (`config.accessLog`), records who read whose data, what, when and
 * from which client (an address hash under the log's own key). A read's row is written before the
 * answer leaves: if it cannot be written, the answer is a 503 and the data is not shown
 * unrecorded; losing a read costs nothing, the patient asks again. A state change's row is written
 * after its answer, since its work is done and must not be reported failed; a failure to write it
 * is logged. Also the purge's task for rows past their keep-until.
 */
export function registerAccessLog(
  app: FastifyInstance,
  deps: { db: Database; config: ApiConfig; now: () => Date },
): { purgeExpired: () => Promise<number>; undeclaredRoutes: () => string[]; recordSignIn: RecordSignIn } {
  const { db, config, now } = deps;

  // Every /api route says whether its answer carries a person's data. Read when the server is
  // ready, since a plugin may set a route's declaration after it was added (the GraphQL endpoint's).
  const apiRoutes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.method !== 'HEAD') apiRoutes.push(route);
  });
  const undeclaredRoutes = () => apiRoutes.filter((route) => route.config?.accessLog === undefined).map((route) => `${String(route.method)} ${route.url}`);
  app.addHook('onReady', async () => {
    const undeclared = undeclaredRoutes();
    if (undeclared.length > 0 && config.environment === 'production') throw new Error(`Routes without an access-log declaration: ${undeclared.join(', ')}`);
  });
  let key: Promise<string> | null = null;
  const keyOnce = () => (key ??= addressHashKey(db, now()).catch((error: unknown) => {
    key = null;
    throw error;
  }));

  // Registered before the compression's hook, so that a refused answer is replaced before it is compressed.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!safeMethods.has(request.method)) return payload;
    try {
      const rows = await rowsOf(request, reply.statusCode, keyOnce, now(), config.accessLogRetentionDays);
      if (rows.length > 0) await db.insert(accessLog).values(rows);
      return payload;
    } catch (error) {
      // Not shown unrecorded: the answer becomes the one a database outage gives, and the portal asks again.
      request.log.error({ err: error }, 'access log row not written: answer withheld');
      void reply.code(503).header('retry-after', '1').header('cache-control', 'no-store').type('application/json; charset=utf-8');
      return JSON.stringify({ type: 'ServiceUnavailable' });
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    try {
      const rows = await rowsOf(request, reply.statusCode, keyOnce, now(), config.accessLogRetentionDays);
      if (rows.length > 0) await db.insert(accessLog).values(rows);
    } catch (error) {
      request.log.error({ err: error }, 'access log row not written');
    }
  });

  const recordSignIn: RecordSignIn = async (request, signIn) => {
    try {
      const row = await rowFor(
      {
        subjectId: signIn.actingForId ?? signIn.personId,
        reader: { actorId: signIn.personId, actorRole: signIn.actingForId === null ? 'self' : 'guardian' },
        kind: 'sign-in',
        record: signIn.method,
        route: `${request.method} ${request.routeOptions.url ?? ''}`,
        ip: request.ip,
      },
        keyOnce,
        now(),
        config.accessLogRetentionDays,
      );
      await db.insert(accessLog).values(row);
    } catch (error) {
      // The sign-in itself is done and reads nothing; its row's loss is logged, not the patient's problem.
      request.log.error({ err: error }, 'access log row of a sign-in not written');
    }
  };

  return {
    recordSignIn,
    undeclaredRoutes,
    // By the database's clock, as the table's trigger judges a delete.
    purgeExpired: () => deleteRows(db, accessLog, sql`${accessLog.keepUntil} < now()`),
  };
}
