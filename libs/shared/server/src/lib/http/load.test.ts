import type { DomainPlugin } from '../domain-plugin';
import type { TestApp } from '../../testing/test-app';
import { createTestApp, testConfig } from '../../testing/test-app';

const testConfigDefaults = testConfig({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '200' });
import { connectionBacklog, CONNECTION_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS, SHED_RETRY_AFTER_SECONDS, SUSTAINED_BACKLOG_MS } from './load';

const MAX_WAITING = 30;

const publicRoute: DomainPlugin = async (app) => {
  app.get('/api/test/search', { config: { access: 'public' } }, async () => ({ found: [] }));
};

describe('time limits and load shedding', () => {
  let t: TestApp;
  const queue = { waiting: 0 };

  beforeAll(async () => {
    t = await createTestApp({ domains: [publicRoute], env: { LOAD_SHED_WAITING_REQUESTS: String(MAX_WAITING), LOAD_SHED_EVENT_LOOP_DELAY_MS: '50' } });
    // The embedded database has no pool; the queue is what a PostgreSQL pool would report.
    t.database.waitingForConnection = () => queue.waiting;
  });
  afterAll(() => t.close());
  afterEach(() => {
    queue.waiting = 0;
  });

  /** The plugin looks at the queue every 25 ms: the first answer with `status`, waiting up to 5 s for it. */
  const firstAnswerWith = async (status: number) => {
    for (let tries = 0; tries < 200; tries++) {
      const response = await t.app.inject('/api/test/search');
      if (response.statusCode === status) return response;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no ${status} in 5 s`);
  };

  it('sets request, connection and keep-alive time limits on the HTTP server', () => {
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(t.app.server.timeout).toBe(CONNECTION_TIMEOUT_MS);
    expect(t.app.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
  });

  it('answers /api with 503 and Retry-After while too many requests wait for a database connection, and health and pages as usual', async () => {
    expect((await t.app.inject('/api/test/search')).statusCode).toBe(200);
    queue.waiting = MAX_WAITING + 1;
    const shed = await firstAnswerWith(503);
    expect([shed.statusCode, shed.json(), shed.headers['retry-after']]).toEqual([503, { type: 'ServiceUnavailable', reason: 'overloaded' }, String(SHED_RETRY_AFTER_SECONDS)]);
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ok' });
    queue.waiting = MAX_WAITING;
    expect((await firstAnswerWith(200)).json()).toEqual({ found: [] });
  });

  it('answers /api with 503 while the event loop is held, and as usual once it is free again', async () => {
    // The process too busy to answer: work that gives the loop back only now and then. The plugin
    // sheds on the mean delay of the loop's 10 ms ticks over its 250 ms sample, less the 10 ms
    // resolution. One long hold is not a test of that: when the plugin's sample runs before the
    // histogram's tick after the hold, its reset() drops the tick's start and the hold is never
    // recorded (measured on Node 24: a 500 ms hold, then reset(), then max 13.6 ms; the fresh-clone
    // runs of 6.12. and 7.12.2026 failed so, with the clock 400 days ahead). Holds of 100 ms with
    // the loop given back between them are recorded tick by tick, at most one lost per sample, so
    // a sample's mean is about 90 ms, over the 50 ms limit. Up to 3 s of that, asking after each.
    // performance.now, not Date: the tests' Date is a fake that moves on with the timers only.
    const busyUntil = performance.now() + 3000;
    let shed: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    while (shed === undefined && performance.now() < busyUntil) {
      const until = performance.now() + 100;
      while (performance.now() < until);
      await new Promise((resolve) => setTimeout(resolve, 0));
      const response = await t.app.inject('/api/test/search');
      if (response.statusCode === 503) shed = response;
    }
    expect(shed?.json()).toEqual({ type: 'ServiceUnavailable', reason: 'overloaded' });
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
    await firstAnswerWith(200);
  });

  it('sheds for a connection queue over its limit only once it has stayed there for 250 ms, and stops as soon as it is within', () => {
    const clock = { now: 0 };
    const waiting = { count: 0 };
    const within = connectionBacklog(() => waiting.count, MAX_WAITING, () => clock.now);
    expect(within()).toBe(true);
    // A burst: over the limit for 225 ms, then drained.
    waiting.count = MAX_WAITING + 1;
    for (clock.now = 0; clock.now < SUSTAINED_BACKLOG_MS; clock.now += 25) expect(within()).toBe(true);
    waiting.count = MAX_WAITING;
    expect(within()).toBe(true);
    // A queue that stays: shed from 250 ms on, and no more once it is within the limit again.
    waiting.count = MAX_WAITING + 1;
    const from = clock.now;
    for (; clock.now < from + SUSTAINED_BACKLOG_MS; clock.now += 25) expect(within()).toBe(true);
    expect(within()).toBe(false);
    clock.now += 1000;
    expect(within()).toBe(false);
    waiting.count = 0;
    expect(within()).toBe(true);
    // Counted afresh after a drain.
    waiting.count = MAX_WAITING + 1;
    expect(within()).toBe(true);
  });

  it('takes its limits from the configuration, 200 ms and 30 waiting requests by default', () => {
    expect(testConfigDefaults.loadShedding).toEqual({ maxEventLoopDelayMs: 200, maxWaitingRequests: 30 });
  });
});
