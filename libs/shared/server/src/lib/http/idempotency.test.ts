import { idempotentRequests } from '@portal/shared/db';
import { randomUUID } from 'node:crypto';
import type { DomainPlugin } from '../domain-plugin';
import { call, hours, minutes, NOW, sessionFor } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { ABANDONED_AFTER_MS, IDEMPOTENT_REPLAYED_HEADER } from './idempotency';
import { HttpProblem } from './errors';

/** Routes that count how often they ran: the work a retry must not do again. */
function countingRoutes(runs: { count: number; failNext: number; gate?: Promise<void> }): DomainPlugin {
  return async (app) => {
    app.post('/api/test/orders', async (request, reply) => {
      if (runs.gate) await runs.gate;
      if (runs.failNext > 0) {
        runs.failNext -= 1;
        throw new Error('the database went away');
      }
      runs.count += 1;
      return reply.code(201).header('location', `/api/test/orders/${runs.count}`).send({ order: runs.count, echo: request.body });
    });
    app.delete('/api/test/orders/:id', async () => {
      runs.count += 1;
      if (runs.count > 1) throw new HttpProblem(404, { type: 'NotFound' });
      return { cancelled: true };
    });
    app.post('/api/test/public-orders', { config: { access: 'public' } }, async () => {
      runs.count += 1;
      return { order: runs.count };
    });
    app.post('/api/test/renewals', async (_request, reply) => {
      runs.count += 1;
      return reply.setCookie('portal_session', `token-${runs.count}`, { path: '/', httpOnly: true }).send({ renewed: true });
    });
    app.post('/api/test/big-orders', async () => {
      runs.count += 1;
      return { order: runs.count, lines: Array.from({ length: 200 }, (_, i) => `line ${i} of the order`) };
    });
  };
}

describe('idempotent retries', () => {
  let t: TestApp;
  const runs: { count: number; failNext: number; gate?: Promise<void> } = { count: 0, failNext: 0 };

  beforeAll(async () => {
    t = await createTestApp({ domains: [countingRoutes(runs)] });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    runs.count = 0;
    runs.failNext = 0;
    delete runs.gate;
    t.clock.now = NOW;
    await t.database.db.delete(idempotentRequests);
  });

  it('answers a retry with the first answer and does the work once', async () => {
    const session = await sessionFor(t, t.personIds.adult);
    const key = randomUUID();
    const first = await call(t, 'POST', '/api/test/orders', { session, body: { item: 'a' }, idempotencyKey: key });
    const retry = await call(t, 'POST', '/api/test/orders', { session, body: { item: 'a' }, idempotencyKey: key });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['location']).toBe(first.headers['location']);
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(runs.count).toBe(1);
  });

  it('runs each new key, and every call without a key', async () => {
    const session = await sessionFor(t, t.personIds.adult);
    await call(t, 'POST', '/api/test/orders', { session, body: {}, idempotencyKey: randomUUID() });
    await call(t, 'POST', '/api/test/orders', { session, body: {}, idempotencyKey: randomUUID() });
    await call(t, 'POST', '/api/test/orders', { session, body: {} });
    await call(t, 'POST', '/api/test/orders', { session, body: {} });
    expect(runs.count).toBe(4);
  });

  it('replays an error answer the request gave on purpose (a cancel retried gets its first answer, not "not found")', async () => {
    const session = await sessionFor(t, t.personIds.adult);
    const key = randomUUID();
    const first = await call(t, 'DELETE', '/api/test/orders/1', { session, idempotencyKey: key });
    const retry = await call(t, 'DELETE', '/api/test/orders/1', { session, idempotencyKey: key });
    expect(first.json()).toEqual({ cancelled: true });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ cancelled: true });
  });

  it('runs the retry again when the first attempt failed on the server', async () => {
    const session = await sessionFor(t, t.personIds.adult);
    const key = randomUUID();
    runs.failNext = 1;
    const first = await call(t, 'POST', '/api/test/orders', { session, body: {}, idempotencyKey: key });
    expect(first.statusCode).toBe(500);
    const retry = await call(t, 'POST', '/api/test/orders', { session, body: {}, idempotencyKey: key });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(runs.count).toBe(1);
  });

  it('answers 409 with Retry-After while the first request still runs, then the first answer', async () => {
    const session = await sessionFor(t, t.personIds.adult);
    const key = randomUUID();
    let open!: () => void;
    runs.gate = new Promise((resolve) => (open = resolve));
    const first = call(t, 'POST', '/api/test/orders', { session, body: {}, idempotencyKey: key });
    // Let the first request reach its handler.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const meanwhile = await call(t, 'POST', '/api/test/orders', { session, body: {}, idempotencyKey: key });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json()).toEqual({ type: 'RequestInProgress' });
    expect(meanwhile.headers['retry-after']).toBe('1');
    open();
    expect((await first).statusCode).toBe(201);
    const after = await call(t, 'POST', '/api/test/orders', { session, body: {}, idempotencyKey: key });
    expect(after.json()).toEqual((await first).json());
    expect(runs.count).toBe(1);
  });

  it('lets a retry take over a request whose process died before it answered', async () => {
    const session = await sessionFor(t, t.personIds.adult);
    const key = randomUUID();
    let open!: () => void;
    runs.gate = new Promise((resolve) => (open = resolve));
    const stuck = call(t, 'POST', '/api/test/orders', { session, body: {}, idempotencyKey: key });
    await new Promise((resolve) => setTimeout(resolve, 50));
    t.clock.now = new Date(NOW.getTime() + ABANDONED_AFTER_MS + 1_000);
    delete runs.gate;
    const retry = await call(t, 'POST', '/api/test/orders', { session, body: {}, idempotencyKey: key });
    expect(retry.statusCode).toBe(201);
    open();
    await stuck;
  });

  it('refuses the same key for another request, and a key of the wrong form', async () => {
    const session = await sessionFor(t, t.personIds.adult);
    const key = randomUUID();
    await call(t, 'POST', '/api/test/orders', { session, body: { item: 'a' }, idempotencyKey: key });
    const other = await call(t, 'POST', '/api/test/orders', { session, body: { item: 'b' }, idempotencyKey: key });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ type: 'IdempotencyKeyReused' });
    const short = await call(t, 'POST', '/api/test/orders', { session, body: {}, idempotencyKey: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(runs.count).toBe(1);
  });

  it('keeps each person\'s keys apart, checks the session before replaying, and stores no raw key', async () => {
    const adult = await sessionFor(t, t.personIds.adult);
    const guardian = await sessionFor(t, t.personIds.guardian);
    const key = randomUUID();
    await call(t, 'POST', '/api/test/orders', { session: adult, body: {}, idempotencyKey: key });
    const someoneElse = await call(t, 'POST', '/api/test/orders', { session: guardian, body: {}, idempotencyKey: key });
    expect(someoneElse.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(runs.count).toBe(2);
    const noSession = await call(t, 'POST', '/api/test/orders', { body: {}, idempotencyKey: key });
    expect(noSession.statusCode).toBe(401);
    const noCsrf = await call(t, 'POST', '/api/test/orders', { session: adult, csrf: false, body: {}, idempotencyKey: key });
    expect(noCsrf.statusCode).toBe(403);
    const rows = await t.database.db.select().from(idempotentRequests);
    expect(JSON.stringify(rows.map((row) => [row.keyHash, row.fingerprint]))).not.toContain(key);
  });

  it('never stores an answer that sets a cookie: a session token stays out of the table, and the retry runs again', async () => {
    const session = await sessionFor(t, t.personIds.adult);
    const key = randomUUID();
    const first = await call(t, 'POST', '/api/test/renewals', { session, idempotencyKey: key });
    expect(first.headers['set-cookie']).toContain('token-1');
    expect(await t.database.db.select().from(idempotentRequests)).toEqual([]);
    const retry = await call(t, 'POST', '/api/test/renewals', { session, idempotencyKey: key });
    expect(retry.headers['set-cookie']).toContain('token-2');
  });

  it('replays anonymous calls too', async () => {
    const key = randomUUID();
    const first = await call(t, 'POST', '/api/test/public-orders', { body: {}, idempotencyKey: key });
    const retry = await call(t, 'POST', '/api/test/public-orders', { body: {}, idempotencyKey: key });
    expect(retry.json()).toEqual(first.json());
    expect(runs.count).toBe(1);
  });

  it('stores the answer before compression and replays it compressed', async () => {
    const session = await sessionFor(t, t.personIds.adult);
    const key = randomUUID();
    const first = await call(t, 'POST', '/api/test/big-orders', { session, idempotencyKey: key });
    const rows = await t.database.db.select().from(idempotentRequests);
    expect(JSON.parse(rows[0]?.body ?? '')).toEqual(first.json());
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/test/big-orders?csrfToken=${session.csrfToken}`,
      headers: { origin: t.config.publicOrigin, cookie: session.cookie, 'idempotency-key': key, 'accept-encoding': 'gzip' },
    });
    expect(retry.headers['content-encoding']).toBe('gzip');
    expect(runs.count).toBe(1);
  });

  it('forgets answers after a day', async () => {
    const session = await sessionFor(t, t.personIds.adult);
    await call(t, 'POST', '/api/test/orders', { session, body: {}, idempotencyKey: randomUUID() });
    t.clock.now = new Date(NOW.getTime() + hours(24) - minutes(1));
    expect(await t.app.purgeExpired()).toMatchObject({ idempotentRequests: 0 });
    t.clock.now = new Date(NOW.getTime() + hours(24) + minutes(1));
    expect(await t.app.purgeExpired()).toMatchObject({ idempotentRequests: 1 });
  });
});
