import type { Database } from '@portal/shared/db';
import { deleteRows, rateLimitCounters } from '@portal/shared/db';
import { and, eq, lt, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { createHash } from 'node:crypto';

/**
 * A sliding-window limit: at most `limit` attempts in any `windowMinutes`, counted per key. The
 * count is the current fixed window's attempts plus the previous window's, weighted by how much of
 * the previous window still lies inside the last `windowMinutes`; so a burst just before a window
 * boundary still counts just after it (a fixed window would allow twice the limit across it).
 */
export interface RateLimitRule {
  /** Keeps the keys of different rules apart (the same address under two rules). */
  name: string;
  limit: number;
  windowMinutes: number;
}

export interface RateLimitOutcome {
  allowed: boolean;
  /** Attempts within the last window length, this one included (the weighted count, rounded up). */
  count: number;
  /** When the next attempt would be allowed again, if none is made before. */
  retryAt: Date;
}

function keyHash(rule: RateLimitRule, key: string): string {
  return createHash('sha256').update(`${rule.name}\n${key}`).digest('hex');
}

function windowOf(rule: RateLimitRule, at: Date): { start: Date; end: Date; length: number } {
  const length = rule.windowMinutes * 60_000;
  const start = Math.floor(at.getTime() / length) * length;
  return { start: new Date(start), end: new Date(start + length), length };
}

/** The previous window's weight at `at`: 1 at the current window's start, 0 at its end. */
function previousWeight(windowStart: Date, length: number, at: Date): number {
  const elapsed = (at.getTime() - windowStart.getTime()) / length;
  return Math.min(Math.max(1 - elapsed, 0), 1);
}

/**
 * When one more attempt fits under the limit, given the counts of the window starting at
 * `windowStart`: later in this window as the previous one weighs less, or in the next one as this
 * one does.
 */
function nextAllowedAt(rule: RateLimitRule, windowStart: Date, length: number, count: number, previous: number, at: Date): Date {
  const room = rule.limit - 1;
  // In whole milliseconds from integers: previous × (1 - f) + count ≤ room, or count × (1 - g) ≤ room.
  if (count <= room) {
    const excess = previous - (room - count);
    if (excess <= 0) return at;
    return new Date(Math.max(at.getTime(), windowStart.getTime() + Math.ceil((length * excess) / previous)));
  }
  return new Date(windowStart.getTime() + length + Math.ceil((length * (count - room)) / count));
}

/**
 * The key a per-address limit counts a client under: an IPv4 address as it is (an IPv4-mapped IPv6
 * one as its IPv4 address), an IPv6 address by its /64 network. One IPv6 subscriber usually holds a
 * whole /64 and can send from any of its 2^64 addresses, so counting whole addresses would let one
 * person past every per-address limit.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Attempt counters in PostgreSQL, so that every API process counts against the same limit.
 * Taking an attempt is one upsert that increments and returns the count, so concurrent
 * attempts each see a distinct count and none can slip past the limit.
 */
export function createRateLimiter(db: Database, now: () => Date = () => new Date()) {
  const table = rateLimitCounters;
  return {
    async consume(rule: RateLimitRule, key: string): Promise<RateLimitOutcome> {
      const at = now();
      const window = windowOf(rule, at);
      const [row] = await db
        .insert(table)
        .values({ keyHash: keyHash(rule, key), windowStart: window.start, count: 1, previousCount: 0, expiresAt: new Date(window.end.getTime() + window.length) })
        .onConflictDoUpdate({
          target: table.keyHash,
          // Every expression reads the row as it was. The window just after the stored one keeps
          // its count as the previous one; a later window starts from nothing. A process with a
          // slightly late clock adds to the current window.
          set: {
            previousCount: sql`case when ${table.windowStart} >= excluded.window_start then ${table.previousCount} when ${table.windowStart} = excluded.window_start - interval '${sql.raw(String(window.length))} milliseconds' then ${table.count} else 0 end`,
            count: sql`case when ${table.windowStart} >= excluded.window_start then ${table.count} + 1 else 1 end`,
            windowStart: sql`greatest(${table.windowStart}, excluded.window_start)`,
            expiresAt: sql`greatest(${table.expiresAt}, excluded.expires_at)`,
          },
        })
        .returning({ count: table.count, previousCount: table.previousCount, windowStart: table.windowStart });
      const count = row?.count ?? 1;
      const previous = row?.previousCount ?? 0;
      const windowStart = row?.windowStart ?? window.start;
      const weighted = previous * previousWeight(windowStart, window.length, at) + count;
      return {
        allowed: weighted <= rule.limit,
        count: Math.ceil(weighted),
        retryAt: nextAllowedAt(rule, windowStart, window.length, count, previous, at),
      };
    },

    /** What the next attempt would meet, without taking one: whether the limit is already used up. */
    async peek(rule: RateLimitRule, key: string): Promise<{ exhausted: boolean; count: number; retryAt: Date }> {
      const at = now();
      const window = windowOf(rule, at);
      const [row] = await db
        .select({ count: table.count, previousCount: table.previousCount, windowStart: table.windowStart })
        .from(table)
        .where(eq(table.keyHash, keyHash(rule, key)));
      // The stored row seen from the current window: its own, the one before it, or older (nothing).
      const stored = row?.windowStart.getTime() ?? Number.NEGATIVE_INFINITY;
      const count = stored >= window.start.getTime() ? (row?.count ?? 0) : 0;
      const previous = stored >= window.start.getTime() ? (row?.previousCount ?? 0) : stored === window.start.getTime() - window.length ? (row?.count ?? 0) : 0;
      const weighted = previous * previousWeight(window.start, window.length, at) + count;
      return {
        exhausted: weighted + 1 > rule.limit,
        count: Math.ceil(weighted),
        retryAt: nextAllowedAt(rule, window.start, window.length, count, previous, at),
      };
    },

    /** Gives an attempt back (one that turned out not to count, such as a correct code). */
    async refund(rule: RateLimitRule, key: string): Promise<void> {
      const window = windowOf(rule, now());
      await db
        .update(table)
        .set({ count: sql`greatest(${table.count} - 1, 0)` })
        .where(and(eq(table.keyHash, keyHash(rule, key)), eq(table.windowStart, window.start)));
    },

    /** Deletes the counters whose windows no longer weigh. */
    async purgeExpired(): Promise<number> {
      return deleteRows(db, table, lt(table.expiresAt, now()));
    },
  };
}
