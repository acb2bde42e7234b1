import type { SessionScope } from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import { deleteRows, sessions } from '@portal/shared/db';
import type { Language } from '@portal/shared/util';
import { and, eq, lt, lte } from 'drizzle-orm';
import { hashToken, randomToken } from './tokens';

export interface SessionTimeouts {
  idleMinutes: number;
  absoluteMinutes: number;
}

export type StoredSession = typeof sessions.$inferSelect;

export type SessionLookup =
  | { status: 'valid'; session: StoredSession }
  /** The cookie named a session that ran out (idle or absolute timeout): kept for the SMS renewal. */
  | { status: 'expired'; session: StoredSession }
  | { status: 'unknown' };

export interface NewSession {
  personId: number;
  actingForId: number | null;
  sessionScope: SessionScope;
  lang: Language;
  identificationMethod: string | null;
  /** The children the guardian may switch to acting for (allowed at sign-in); none unless given. */
  mayActFor?: number[];
}

const minute = 60_000;
/** Expired rows are kept this long so that a returning browser is told 'expired', not 'none'. */
const keepExpiredMs = 24 * 60 * minute;
/** A session's expiry is pushed forward at most this often, to spare the database a write per call. */
const touchEveryMs = minute;

function expiryOf(createdAt: Date, lastSeenAt: Date, timeouts: SessionTimeouts): Date {
  const idle = lastSeenAt.getTime() + timeouts.idleMinutes * minute;
  const absolute = createdAt.getTime() + timeouts.absoluteMinutes * minute;
  return new Date(Math.min(idle, absolute));
}

export function createSessionStore(db: Database, timeouts: SessionTimeouts, now: () => Date = () => new Date()) {
  return {
    /** Creates a fresh session; the returned token goes into the cookie and nowhere else. */
    async create(input: NewSession): Promise<{ token: string; session: StoredSession }> {
      const token = randomToken();
      const at = now();
      const [session] = await db
        .insert(sessions)
        .values({
          ...input,
          tokenHash: hashToken(token),
          csrfToken: randomToken(),
          createdAt: at,
          lastSeenAt: at,
          expiresAt: expiryOf(at, at, timeouts),
        })
        .returning();
      if (!session) throw new Error('The session was not stored');
      return { token, session };
    },

    /** Switches whose data the session shows: a child the guardian may act for, or null for their own. */
    async actFor(tokenHash: string, actingForId: number | null): Promise<void> {
      await db.update(sessions).set({ actingForId }).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Looks the cookie's session up and, when valid, extends its idle timeout. */
    async use(token: string): Promise<SessionLookup> {
      const tokenHash = hashToken(token);
      const [session] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
      if (!session) return { status: 'unknown' };
      const at = now();
      if (session.expiresAt <= at) return { status: 'expired', session };
      if (at.getTime() - session.lastSeenAt.getTime() < touchEveryMs) return { status: 'valid', session };
      const expiresAt = expiryOf(session.createdAt, at, timeouts);
      await db.update(sessions).set({ lastSeenAt: at, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
      return { status: 'valid', session: { ...session, lastSeenAt: at, expiresAt } };
    },

    /**
     * Brings an expired session back after a correct SMS code: a new cookie token and csrf token
     * (the old ones stop working), a new idle period, still ending at the absolute timeout of the
     * strong identification (createdAt). Null when the session is gone or was renewed meanwhile.
     */
    async renewWithSms(expired: StoredSession): Promise<{ token: string; session: StoredSession } | null> {
      const token = randomToken();
      const at = now();
      const [session] = await db
        .update(sessions)
        .set({ tokenHash: hashToken(token), csrfToken: randomToken(), lastSeenAt: at, expiresAt: expiryOf(expired.createdAt, at, timeouts), smsRenewedAt: at })
        .where(and(eq(sessions.tokenHash, expired.tokenHash), lte(sessions.expiresAt, at)))
        .returning();
      return session ? { token, session } : null;
    },
    /** Ends a session by its stored hash (one that cannot be renewed any more). */
    async destroyByHash(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    async destroy(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    /** Removes sessions that ran out more than a day ago. */
    async purgeExpired(): Promise<number> {
      return deleteRows(db, sessions, lt(sessions.expiresAt, new Date(now().getTime() - keepExpiredMs)));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
