import type { DomainPlugin } from '../domain-plugin';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { CONNECTION_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, MAX_WAITING_FOR_CONNECTION, REQUEST_TIMEOUT_MS, SHED_RETRY_AFTER_SECONDS } from './load';

const publicRoute: DomainPlugin = async (app) => {
  app.get('/api/test/search', { config: { access: 'public' } }, async () => ({ found: [] }));
};

describe('time limits and load shedding', () => {
  let t: TestApp;
  const queue = { waiting: 0 };

  beforeAll(async () => {
    t = await createTestApp({ domains: [publicRoute] });
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
    queue.waiting = MAX_WAITING_FOR_CONNECTION + 1;
    const shed = await firstAnswerWith(503);
    expect([shed.statusCode, shed.json(), shed.headers['retry-after']]).toEqual([503, { type: 'ServiceUnavailable', reason: 'overloaded' }, String(SHED_RETRY_AFTER_SECONDS)]);
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ok' });
    queue.waiting = MAX_WAITING_FOR_CONNECTION;
    expect((await firstAnswerWith(200)).json()).toEqual({ found: [] });
  });
});
