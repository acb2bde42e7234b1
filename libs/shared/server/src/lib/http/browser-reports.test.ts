import { metrics } from '@opentelemetry/api';
import type { MetricData } from '@opentelemetry/sdk-metrics';
import { AggregationTemporality, MeterProvider, MetricReader } from '@opentelemetry/sdk-metrics';
import { rateLimitCounters, sessions } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { eq, gt } from 'drizzle-orm';
import { PassThrough } from 'node:stream';
import { call, domainTestApp, minutes, NOW, sessionFor } from '../../testing/fixtures';
import { testOrigin } from '../../testing/test-app';
import { BROWSER_ERRORS_ADDRESS_LIMIT, BROWSER_ERRORS_OVERALL_LIMIT, BROWSER_REPORT_BODY_LIMIT, scrubReportText, WEB_VITALS_ADDRESS_LIMIT } from './browser-reports';

/** Collected on demand, each collection holding what was recorded since the one before. */
class TestMetricReader extends MetricReader {
  constructor() {
    super({ aggregationTemporalitySelector: () => AggregationTemporality.DELTA });
  }
  protected override async onShutdown(): Promise<void> {
    // Nothing is held.
  }
  protected override async onForceFlush(): Promise<void> {
    // Nothing is held.
  }
}

const reader = new TestMetricReader();
const meterProvider = new MeterProvider({ readers: [reader] });
// Before the app is built: the routes take their instruments from the global provider then.
metrics.setGlobalMeterProvider(meterProvider);
afterAll(async () => {
  metrics.disable();
  await meterProvider.shutdown();
});

/** The reports' instruments (the job queue has instruments of its own) that recorded anything. */
async function recorded(): Promise<MetricData[]> {
  const { resourceMetrics } = await reader.collect();
  return resourceMetrics.scopeMetrics
    .flatMap((scope) => scope.metrics)
    .filter((metric) => /^portal\.(browser|web_vitals)\./.test(metric.descriptor.name) && metric.dataPoints.length > 0);
}

/** Each point of each recorded instrument: its attributes and its value (a count, or a histogram's count and sum). */
async function recordedPoints(): Promise<Array<{ instrument: string; attributes: Record<string, unknown>; value: unknown }>> {
  return (await recorded()).flatMap((metric) =>
    (metric.dataPoints as Array<{ attributes: Record<string, unknown>; value: unknown }>).map((point) => {
      const value = point.value as number | { count: number; sum?: number };
      return {
        instrument: metric.descriptor.name,
        attributes: point.attributes,
        value: typeof value === 'number' ? value : { count: value.count, sum: value.sum },
      };
    }),
  );
}

const anError = (values: Record<string, unknown> = {}) => ({
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'slots')",
  stack: "TypeError: Cannot read properties of undefined (reading 'slots')\n    at AppointmentList (https://portal.test/assets/cD_0yFwTU.js:1:2345)",
  process: 'booking-search',
  severity: 'error',
  ...values,
});

const aVital = (values: Record<string, unknown> = {}) => ({ name: 'LCP', value: 1830.5, rating: 'good', route: '/fi/ajanvaraukset/:ids', navigationType: 'navigate', ...values });

/** Personal data an error's text may quote, none of which may leave the request. */
const personal = ['010190-123A', '150585-901P', 'maija.meikalainen@example.fi', '+358 40 123 4567', '040 1234567', '4111 1111 1111 1111', 'hetu=', 'Meikäläinen'];

describe.each(testDatabases)('browser reports on $name', ({ open }) => {
  const logs = new PassThrough();
  let logText = '';
  logs.on('data', (chunk: Buffer) => (logText += chunk.toString('utf8')));
  const c = domainTestApp(open, { domains: [], env: { PORTAL_BRAND: 'children', LOG_LEVEL: 'info' }, logging: logs, clear: [rateLimitCounters, sessions] });
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(async () => {
    await c.reset();
    await reader.collect();
    logText = '';
  });

  const sendError = (body: unknown, options: Parameters<typeof call>[3] = {}) => call(c.t, 'POST', '/api/browser-errors', { body, ...options });
  const sendVitals = (body: unknown, options: Parameters<typeof call>[3] = {}) => call(c.t, 'POST', '/api/web-vitals', { body, ...options });
  const warnLines = () =>
    logText
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { level: number; msg: string; browserError?: Record<string, unknown> })
      .filter((line) => line.msg === 'browser error');

  describe('POST /api/browser-errors', () => {
    it('logs one warn line with the report and counts it by process and severity, answering 204', async () => {
      const response = await sendError(anError());
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await sendError(anError({ severity: 'critical', stack: undefined }))).statusCode).toBe(204);

      expect(warnLines()).toEqual([
        expect.objectContaining({ level: 40, browserError: { type: 'TypeError', message: anError().message, stack: anError().stack, process: 'booking-search', severity: 'error' } }),
        expect.objectContaining({ level: 40, browserError: { type: 'TypeError', message: anError().message, process: 'booking-search', severity: 'critical' } }),
      ]);
      expect(await recordedPoints()).toEqual([
        { instrument: 'portal.browser.errors', attributes: { process: 'booking-search', severity: 'error' }, value: 1 },
        { instrument: 'portal.browser.errors', attributes: { process: 'booking-search', severity: 'critical' }, value: 1 },
      ]);
    });

    it('scrubs the texts again: identity codes, e-mail addresses, phone and other long numbers, query strings', async () => {
      const message = 'Maksu epäonnistui: 010190-123A maija.meikalainen@example.fi +358 40 123 4567 / 040 1234567, kortti 4111 1111 1111 1111';
      const stack = `Error: ${message}\n    at pay (https://portal.test/fi/maksa/7?hetu=010190-123A#Meikäläinen:1:20)\n    at 150585-901P`;
      expect((await sendError(anError({ name: 'Error 150585-901P', message, stack }))).statusCode).toBe(204);

      const [line] = warnLines();
      expect(line?.browserError).toEqual({
        type: 'Error [identity-code]',
        message: 'Maksu epäonnistui: [identity-code] [e-mail] [phone] / [phone], kortti [number]',
        stack: 'Error: Maksu epäonnistui: [identity-code] [e-mail] [phone] / [phone], kortti [number]\n    at pay (https://portal.test/fi/maksa/7)\n    at [identity-code]',
        process: 'booking-search',
        severity: 'error',
      });
      for (const text of personal) expect(logText).not.toContain(text);
      const points = await recordedPoints();
      expect(points.map((point) => point.attributes)).toEqual([{ process: 'booking-search', severity: 'error' }]);
      for (const text of personal) expect(JSON.stringify(points)).not.toContain(text);
    });

    it('refuses another origin, and a request without one, before anything is logged or counted', async () => {
      const evil = await sendError(anError(), { origin: 'https://evil.example' });
      expect(evil.statusCode).toBe(403);
      expect(evil.json()).toEqual({ type: 'Forbidden', reason: 'origin' });
      const noOrigin = await c.t.app.inject({ method: 'POST', url: '/api/browser-errors', payload: anError() });
      expect(noOrigin.statusCode).toBe(403);
      expect(warnLines()).toEqual([]);
      expect(await recordedPoints()).toEqual([]);
    });

    it('answers a bad body with 400: missing or unknown fields, an unknown severity, a process that is no tag', async () => {
      for (const body of [
        anError({ message: undefined }),
        anError({ process: undefined }),
        anError({ user: 'maija.meikalainen@example.fi' }),
        anError({ tags: { page: 'laskut' } }),
        anError({ severity: 'fatal' }),
        anError({ process: 'Maija Meikäläinen' }),
        anError({ process: 'booking?hetu=010190-123A' }),
        anError({ message: 42 }),
        anError({ message: 'm'.repeat(1001) }),
        [anError()],
      ]) {
        const response = await sendError(body);
        expect([JSON.stringify(body).slice(0, 60), response.statusCode]).toEqual([JSON.stringify(body).slice(0, 60), 400]);
      }
      expect(warnLines()).toEqual([]);
      expect(await recordedPoints()).toEqual([]);
      for (const text of personal) expect(logText).not.toContain(text);
    });

    it('refuses a body over the limit (413) and a body that is not JSON (415)', async () => {
      const large = await sendError(anError({ stack: 's'.repeat(BROWSER_REPORT_BODY_LIMIT) }));
      expect(large.statusCode).toBe(413);
      const form = await c.t.app.inject({
        method: 'POST',
        url: '/api/browser-errors',
        headers: { origin: testOrigin, 'content-type': 'text/plain' },
        payload: JSON.stringify(anError()),
      });
      expect(form.statusCode).toBe(415);
      expect(warnLines()).toEqual([]);
    });

    it(`takes ${BROWSER_ERRORS_ADDRESS_LIMIT.limit} reports in ${BROWSER_ERRORS_ADDRESS_LIMIT.windowMinutes} minutes from one client address, then 429`, async () => {
      for (let n = 0; n < BROWSER_ERRORS_ADDRESS_LIMIT.limit; n++) expect((await sendError(anError(), { ip: '192.0.2.10' })).statusCode).toBe(204);
      const refused = await sendError(anError(), { ip: '192.0.2.10' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ type: 'TooManyRequests' });
      // Malformed reports count too.
      expect((await sendError({}, { ip: '192.0.2.10' })).statusCode).toBe(429);
      expect(warnLines()).toHaveLength(BROWSER_ERRORS_ADDRESS_LIMIT.limit);
      expect(await recordedPoints()).toEqual([expect.objectContaining({ value: BROWSER_ERRORS_ADDRESS_LIMIT.limit })]);

      expect((await sendError(anError(), { ip: '192.0.2.11' })).statusCode).toBe(204);
      c.t.clock.now = new Date(NOW.getTime() + minutes(2 * BROWSER_ERRORS_ADDRESS_LIMIT.windowMinutes));
      expect((await sendError(anError(), { ip: '192.0.2.10' })).statusCode).toBe(204);
    });

    it(`takes ${BROWSER_ERRORS_OVERALL_LIMIT.limit} reports in ${BROWSER_ERRORS_OVERALL_LIMIT.windowMinutes} minutes from every client together, then 429`, async () => {
      expect((await sendError(anError(), { ip: '192.0.2.20' })).statusCode).toBe(204);
      expect((await sendError(anError(), { ip: '192.0.2.21' })).statusCode).toBe(204);
      // The overall counter alone has counted both; as if the other clients had used up the rest.
      await c.t.database.db.update(rateLimitCounters).set({ count: BROWSER_ERRORS_OVERALL_LIMIT.limit }).where(gt(rateLimitCounters.count, 1));
      const refused = await sendError(anError(), { ip: '192.0.2.22' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ type: 'TooManyRequests' });
      expect(warnLines()).toHaveLength(2);
      // Web Vitals have caps of their own.
      expect((await sendVitals([aVital()], { ip: '192.0.2.22' })).statusCode).toBe(204);
    });

    it('takes a signed-in patient’s report without a csrf token, and moves no session’s expiry', async () => {
      const session = await sessionFor(c.t, c.t.personIds.adult);
      const [before] = await c.t.database.db.select().from(sessions);
      // Long enough after the last request that a request of the patient’s would move the expiry.
      c.t.clock.now = new Date(c.t.clock.now.getTime() + minutes(5));
      const response = await sendError(anError(), { session, csrf: false });
      expect(response.statusCode).toBe(204);
      expect(response.headers['x-session-expires']).toBeUndefined();
      expect((await sendVitals([aVital()], { session, csrf: false })).statusCode).toBe(204);
      const [after] = await c.t.database.db.select().from(sessions).where(eq(sessions.tokenHash, before?.tokenHash ?? ''));
      expect(after).toEqual(before);
    });
  });

  describe('POST /api/web-vitals', () => {
    it('records each value in its histogram by name, rating, route pattern and brand, answering 204', async () => {
      const response = await sendVitals([
        aVital(),
        aVital({ name: 'CLS', value: 0.12, rating: 'needs-improvement' }),
        aVital({ name: 'INP', value: 560, rating: 'poor', navigationType: undefined }),
        aVital({ name: 'FCP', value: 900, route: '/sv' }),
        aVital({ name: 'TTFB', value: 120, route: '/en/booking/reserve/:reservationId', navigationType: 'back-forward-cache' }),
        aVital({ name: 'LCP', value: 2600, rating: 'needs-improvement', route: '/fi/kirjautumattomat-kayttajat/vapaat-ajat/:listId?' }),
      ]);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');

      const route = '/fi/ajanvaraukset/:ids';
      const points = await recordedPoints();
      expect(points).toHaveLength(6);
      expect(points).toEqual(
        expect.arrayContaining([
          { instrument: 'portal.web_vitals.lcp', attributes: { name: 'LCP', rating: 'good', route, brand: 'children' }, value: { count: 1, sum: 1830.5 } },
          { instrument: 'portal.web_vitals.cls', attributes: { name: 'CLS', rating: 'needs-improvement', route, brand: 'children' }, value: { count: 1, sum: 0.12 } },
          { instrument: 'portal.web_vitals.inp', attributes: { name: 'INP', rating: 'poor', route, brand: 'children' }, value: { count: 1, sum: 560 } },
          { instrument: 'portal.web_vitals.fcp', attributes: { name: 'FCP', rating: 'good', route: '/sv', brand: 'children' }, value: { count: 1, sum: 900 } },
          {
            instrument: 'portal.web_vitals.ttfb',
            attributes: { name: 'TTFB', rating: 'good', route: '/en/booking/reserve/:reservationId', brand: 'children' },
            value: { count: 1, sum: 120 },
          },
          {
            instrument: 'portal.web_vitals.lcp',
            attributes: { name: 'LCP', rating: 'needs-improvement', route: '/fi/kirjautumattomat-kayttajat/vapaat-ajat/:listId?', brand: 'children' },
            value: { count: 1, sum: 2600 },
          },
        ]),
      );
      expect(await recordedPoints()).toEqual([]);

      await sendVitals([aVital(), aVital({ name: 'CLS', value: 0 })]);
      const units = Object.fromEntries((await recorded()).map((metric) => [metric.descriptor.name, metric.descriptor.unit]));
      expect(units).toEqual({ 'portal.web_vitals.lcp': 'ms', 'portal.web_vitals.cls': '1' });
    });

    it('records a route by the portal’s own words only: ids, tokens and personal data become :id', async () => {
      const routes = [
        '/fi/ajanvaraukset/123,456',
        '/fi/varaus/3kTMd9Rx1bQ7Lp2Zs8Vn4Ya6',
        '/fi/kaynnit/0f8fad5b-d9cb-469f-a165-70867728950e',
        '/fi/010190-123A',
        '/fi/viestit/maija.meikalainen@example.fi',
        '/fi/+358401234567',
      ];
      expect((await sendVitals(routes.map((route) => aVital({ route })))).statusCode).toBe(204);
      const points = await recordedPoints();
      expect(points.map((point) => point.instrument)).toEqual(Array.from({ length: 5 }, () => 'portal.web_vitals.lcp'));
      expect(points.reduce((count, point) => count + (point.value as { count: number }).count, 0)).toBe(6);
      expect(points.map((point) => [point.attributes['route'], (point.value as { count: number }).count]).sort()).toEqual([
        ['/fi/:id', 2],
        ['/fi/ajanvaraukset/:id', 1],
        ['/fi/kaynnit/:id', 1],
        ['/fi/varaus/:id', 1],
        ['/fi/viestit/:id', 1],
      ]);
      for (const text of [...personal, '123,456', '3kTMd9Rx', '0f8fad5b']) expect(JSON.stringify(points)).not.toContain(text);
    });

    it('answers a bad batch with 400: other fields, texts, addresses with a query, unknown names or ratings, bad values, wrong sizes', async () => {
      for (const body of [
        [aVital({ url: 'https://portal.test/fi/ajanvaraukset/123' })],
        [aVital({ id: 'v5-1700000000000-1234567890' })],
        [aVital({ route: '/fi/ajanvaraukset?ids=123' })],
        [aVital({ route: '/fi/ajanvaraukset#123' })],
        [aVital({ route: '/fi/vapaat-ajat/:listId?hetu=010190-123A' })],
        [aVital({ route: 'fi/ajanvaraukset' })],
        [aVital({ route: 'Maija Meikäläinen, 010190-123A' })],
        [aVital({ route: '/fi/viestit/hei maija' })],
        [aVital({ route: `/${'a'.repeat(200)}` })],
        [aVital({ name: 'FID' })],
        [aVital({ rating: 'bad' })],
        [aVital({ value: -1 })],
        [aVital({ value: '1830' })],
        [aVital({ value: 4_000_000 })],
        [aVital({ navigationType: 'link' })],
        [],
        Array.from({ length: 21 }, () => aVital()),
        aVital(),
        { metrics: [aVital()] },
      ]) {
        const response = await sendVitals(body);
        expect([JSON.stringify(body).slice(0, 80), response.statusCode]).toEqual([JSON.stringify(body).slice(0, 80), 400]);
      }
      expect(await recordedPoints()).toEqual([]);
      for (const text of personal) expect(logText).not.toContain(text);
    });

    it('refuses another origin (403) and a body over the limit (413)', async () => {
      expect((await sendVitals([aVital()], { origin: 'https://evil.example' })).statusCode).toBe(403);
      const large = await sendVitals(Array.from({ length: 30 }, () => aVital({ route: `/fi/${'a'.repeat(190)}` })));
      expect(large.statusCode).toBe(413);
      expect(await recordedPoints()).toEqual([]);
    });

    it(`takes ${WEB_VITALS_ADDRESS_LIMIT.limit} batches in ${WEB_VITALS_ADDRESS_LIMIT.windowMinutes} minutes from one client address, then 429`, async () => {
      for (let n = 0; n < WEB_VITALS_ADDRESS_LIMIT.limit; n++) expect((await sendVitals([aVital()], { ip: '192.0.2.30' })).statusCode).toBe(204);
      const refused = await sendVitals([aVital()], { ip: '192.0.2.30' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ type: 'TooManyRequests' });
      expect(await recordedPoints()).toEqual([expect.objectContaining({ value: { count: WEB_VITALS_ADDRESS_LIMIT.limit, sum: WEB_VITALS_ADDRESS_LIMIT.limit * 1830.5 } })]);
      expect((await sendVitals([aVital()], { ip: '192.0.2.31' })).statusCode).toBe(204);
    });
  });
});

describe('scrubReportText', () => {
  it('keeps what an error needs: its type, words, a stack frame’s address and position', () => {
    const frame = '    at render (https://portal.test/assets/index-BZhSOR8M.js:1:204857)';
    expect(scrubReportText(frame)).toBe(frame);
    expect(scrubReportText('Failed to fetch dynamically imported module')).toBe('Failed to fetch dynamically imported module');
  });
});
