import type { DatabaseHandle } from '@portal/shared/db';
import { rateLimitCounters } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import type { RateLimitRule } from './rate-limit';
import { addressKey, createRateLimiter } from './rate-limit';

const rule: RateLimitRule = { name: 'test', limit: 5, windowMinutes: 15 };
const start = new Date('2026-11-22T10:00:00.000Z');

describe.each(testDatabases)('rate limiter on $name', ({ open }) => {
  let handle: DatabaseHandle;
  const clock = { now: start };

  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    clock.now = start;
    await handle.db.delete(rateLimitCounters);
  });

  const limiter = () => createRateLimiter(handle.db, () => clock.now);

  it('allows the limit and refuses the attempt after it', async () => {
    const outcomes = [];
    for (let i = 0; i < 6; i++) outcomes.push(await limiter().consume(rule, 'a'));
    expect(outcomes.map((o) => o.allowed)).toEqual([true, true, true, true, true, false]);
    expect(outcomes.map((o) => o.count)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('counts each key and each rule apart', async () => {
    for (let i = 0; i < 5; i++) await limiter().consume(rule, 'a');
    expect(await limiter().consume(rule, 'b')).toMatchObject({ allowed: true, count: 1 });
    expect(await limiter().consume({ ...rule, name: 'other' }, 'a')).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts a burst just before a window boundary just after it too, and lets it weigh less as time goes on', async () => {
    clock.now = new Date(start.getTime() + 14 * 60_000 + 59_000);
    for (let i = 0; i < 5; i++) expect((await limiter().consume(rule, 'a')).allowed).toBe(true);
    // A fixed window would allow five more here.
    clock.now = new Date(start.getTime() + 15 * 60_000 + 1_000);
    expect((await limiter().consume(rule, 'a')).allowed).toBe(false);
    // Halfway through the next window the five (and the refused sixth) weigh half: 3 + 1 fits.
    clock.now = new Date(start.getTime() + 22 * 60_000 + 30_000);
    expect(await limiter().consume(rule, 'a')).toMatchObject({ allowed: true });
    // Two windows on, nothing before weighs.
    clock.now = new Date(start.getTime() + 45 * 60_000);
    expect(await limiter().consume(rule, 'a')).toMatchObject({ allowed: true, count: 1 });
  });

  it('allows no more than the limit in any window length, however the attempts are spread', async () => {
    // One attempt a minute for two hours: never more than five in any 15 minutes.
    const allowedAt: number[] = [];
    for (let minute = 0; minute < 120; minute++) {
      clock.now = new Date(start.getTime() + minute * 60_000);
      if ((await limiter().consume(rule, 'steady')).allowed) allowedAt.push(minute);
    }
    for (const first of allowedAt) expect(allowedAt.filter((minute) => minute >= first && minute < first + 15).length).toBeLessThanOrEqual(rule.limit);
    expect(allowedAt.length).toBeGreaterThan(0);
  });

  it('gives an attempt back on refund', async () => {
    for (let i = 0; i < 5; i++) await limiter().consume(rule, 'a');
    await limiter().refund(rule, 'a');
    expect(await limiter().consume(rule, 'a')).toMatchObject({ allowed: true, count: 5 });
  });

  it('tells when the next attempt fits, and peeks without taking an attempt', async () => {
    clock.now = new Date(start.getTime() + 7 * 60_000);
    expect(await limiter().peek(rule, 'a')).toEqual({ exhausted: false, count: 0, retryAt: clock.now });
    for (let i = 0; i < 4; i++) await limiter().consume(rule, 'a');
    expect(await limiter().peek(rule, 'a')).toMatchObject({ exhausted: false, count: 4 });
    // Five in the window starting at 10:00: the next fits once they weigh four, at 10:18.
    const fits = new Date(start.getTime() + 18 * 60_000);
    expect(await limiter().consume(rule, 'a')).toEqual({ allowed: true, count: 5, retryAt: fits });
    expect(await limiter().peek(rule, 'a')).toEqual({ exhausted: true, count: 5, retryAt: fits });
    clock.now = new Date(fits.getTime() - 1_000);
    expect(await limiter().peek(rule, 'a')).toMatchObject({ exhausted: true });
    clock.now = fits;
    expect(await limiter().peek(rule, 'a')).toMatchObject({ exhausted: false, count: 4 });
    expect(await limiter().consume(rule, 'a')).toMatchObject({ allowed: true, count: 5 });
  });

  it('lets no concurrent attempt slip past the limit', async () => {
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => limiter().consume(rule, 'busy')));
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(5);
    expect(outcomes.map((o) => o.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('stores only a hash of the key and deletes windows that no longer weigh', async () => {
    await limiter().consume(rule, '203.0.113.7');
    const rows = await handle.db.select().from(rateLimitCounters);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
    // The window still weighs on the next one; after that the row goes.
    clock.now = new Date(start.getTime() + 29 * 60_000);
    expect(await limiter().purgeExpired()).toBe(0);
    clock.now = new Date(start.getTime() + 31 * 60_000);
    expect(await limiter().purgeExpired()).toBe(1);
  });
});

describe('addressKey', () => {
  it('counts an IPv6 client by its /64 network, however the address is written', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('counts an IPv4 client by its address, mapped into IPv6 or not', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('203.0.113.6')).not.toBe(addressKey('203.0.113.5'));
  });
});
