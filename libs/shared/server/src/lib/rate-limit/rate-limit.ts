import type { Database } from '@portal/shared/db';
import { rateLimitCounters } from '@portal/shared/db';
import { and, eq, lt, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { createHash } from 'node:crypto';

/** A fixed-window limit: at most `limit` attempts per `windowMinutes`, counted per key. */
export interface RateLimitRule {
  /** Keeps the keys of different rules apart (the same address under two rules). */
  name: string;
  limit: number;
  windowMinutes: number;
}

export interface RateLimitOutcome {
  allowed: boolean;
  /** Attempts in the current window, this one included. */
  count: number;
  /** When the current window ends: a refused attempt may be made again from then on. */
  retryAt: Date;
}

function keyHash(rule: RateLimitRule, key: string): string {
  return createHash('sha256').update(`${rule.name}\n${key}`).digest('hex');
}

function windowOf(rule: RateLimitRule, at: Date): { start: Date; end: Date } {
  const length = rule.windowMinutes * 60_000;
  const start = Math.floor(at.getTime() / length) * length;
  return { start: new Date(start), end: new Date(start + length) };
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
      const window = windowOf(rule, now());
      const [row] = await db
        .insert(table)
        .values({ keyHash: keyHash(rule, key), windowStart: window.start, count: 1, expiresAt: window.end })
        .onConflictDoUpdate({
          target: table.keyHash,
          // A newer window starts again from one; a process with a slightly late clock adds to the current one.
          set: {
            count: sql`case when ${table.windowStart} >= excluded.window_start then ${table.count} + 1 else 1 end`,
            windowStart: sql`greatest(${table.windowStart}, excluded.window_start)`,
            expiresAt: sql`greatest(${table.expiresAt}, excluded.expires_at)`,
          },
        })
        .returning({ count: table.count });
      const count = row?.count ?? 1;
      return { allowed: count <= rule.limit, count, retryAt: window.end };
    },

    /** What the next attempt would meet, without taking one: whether the limit is already used up. */
    async peek(rule: RateLimitRule, key: string): Promise<{ exhausted: boolean; count: number; retryAt: Date }> {
      const window = windowOf(rule, now());
      const [row] = await db
        .select({ count: table.count })
        .from(table)
        .where(and(eq(table.keyHash, keyHash(rule, key)), eq(table.windowStart, window.start)));
      const count = row?.count ?? 0;
      return { exhausted: count >= rule.limit, count, retryAt: window.end };
    },

    /** Gives an attempt back (one that turned out not to count, such as a correct code). */
    async refund(rule: RateLimitRule, key: string): Promise<void> {
      const window = windowOf(rule, now());
      await db
        .update(table)
        .set({ count: sql`greatest(${table.count} - 1, 0)` })
        .where(and(eq(table.keyHash, keyHash(rule, key)), eq(table.windowStart, window.start)));
    },

    /** Deletes the counters of windows that have ended. */
    async purgeExpired(): Promise<number> {
      const deleted = await db.delete(table).where(lt(table.expiresAt, now())).returning({ keyHash: table.keyHash });
      return deleted.length;
    },
  };
}
