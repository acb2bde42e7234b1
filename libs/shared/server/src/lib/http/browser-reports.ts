import type { Histogram } from '@opentelemetry/api';
import { metrics } from '@opentelemetry/api';
import type { WebVitalName } from '@portal/shared/contracts';
import { BrowserErrorReportSchema, WebVitalsBatchSchema } from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import { knownRoutePattern } from '@portal/shared/util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config';
import type { RateLimitRule } from '../rate-limit/rate-limit';
import { addressKey, createRateLimiter } from '../rate-limit/rate-limit';
import { parseInput } from './errors';
import { scrub } from './redact';

/** A report is a few hundred bytes; an error's stack, the longest part, is cut at 2000 characters by the portal. */
export const BROWSER_REPORT_BODY_LIMIT = 8 * 1024;

/**
 * Anyone may send reports, so each client address may send 100 error reports and 300 batches of
 * Web Vitals in 15 minutes: a page failing in a loop, or many patients behind one workplace's
 * address, are heard, and one client cannot fill the logs. The overall caps bound what every
 * client together may add to the logs and metrics.
 */
export const BROWSER_ERRORS_ADDRESS_LIMIT: RateLimitRule = { name: 'browser-errors-address', limit: 100, windowMinutes: 15 };
export const BROWSER_ERRORS_OVERALL_LIMIT: RateLimitRule = { name: 'browser-errors-all', limit: 5_000, windowMinutes: 15 };
export const WEB_VITALS_ADDRESS_LIMIT: RateLimitRule = { name: 'web-vitals-address', limit: 300, windowMinutes: 15 };
export const WEB_VITALS_OVERALL_LIMIT: RateLimitRule = { name: 'web-vitals-all', limit: 50_000, windowMinutes: 15 };

/** The key of an overall cap: one counter for every client. */
const everyClient = 'all';

const tooManyRequests = { type: 'TooManyRequests' } as const;

/**
 * An error's text as the log may hold it, scrubbed again whatever the portal did: no query string
 * or fragment of an address, identity code, e-mail address, phone number or other run of digits
 * (a card or an insurance number).
 */
export function scrubReportText(text: string): string {
  return scrub(text.replace(/[?#][^\s"'`)]+/g, '')).replace(/\d[\d\s-]{5,}\d/g, '[number]');
}

/** Milliseconds, with the limits of a good and a poor rating of every timed vital among the bounds. */
const millisecondBuckets = [50, 100, 200, 300, 500, 800, 1000, 1500, 1800, 2500, 3000, 4000, 6000, 10_000, 20_000];
/** CLS is a score without a unit: good up to 0.1, poor above 0.25. */
const layoutShiftBuckets = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

function webVitalHistograms(): Record<WebVitalName, Histogram> {
  const meter = metrics.getMeter('@portal/shared/server');
  const timed = (name: string, description: string) =>
    meter.createHistogram(`portal.web_vitals.${name}`, { unit: 'ms', description, advice: { explicitBucketBoundaries: millisecondBuckets } });
  return {
    LCP: timed('lcp', 'Largest Contentful Paint of visits to the portal'),
    INP: timed('inp', 'Interaction to Next Paint of visits to the portal'),
    FCP: timed('fcp', 'First Contentful Paint of visits to the portal'),
    TTFB: timed('ttfb', 'Time to First Byte of visits to the portal'),
    CLS: meter.createHistogram('portal.web_vitals.cls', {
      unit: '1',
      description: 'Cumulative Layout Shift of visits to the portal',
      advice: { explicitBucketBoundaries: layoutShiftBuckets },
    }),
  };
}

/**
 * What the portal reports of itself from the browser (docs/operations.md, "Errors and speed seen
 * from the browser"): `POST /api/browser-errors`, one error (a warn line and the counter
 * `portal.browser.errors` by process and severity), and `POST /api/web-vitals`, a batch of Core
 * Web Vitals (the histograms `portal.web_vitals.*` by name, rating, route pattern and brand). Both
 * answer 204. Public, same-origin only (the session hook refuses another `Origin`, and a JSON body
 * cannot come from a cross-site form), and without looking the session up: the browser sends them
 * on its own, so they are no activity of the patient's. No person is named: the texts are scrubbed
 * again here, a route keeps only the portal's own words, and the client address only counts
 * towards the rate limit (which stores its hash).
 *
 * The instruments come from the global meter provider when the routes are registered: with
 * telemetry on (apps/api) they are exported, and without it they record nothing.
 */
export function registerBrowserReports(app: FastifyInstance, deps: { db: Database; config: ApiConfig; now: () => Date }): void {
  const { config } = deps;
  const limiter = createRateLimiter(deps.db, deps.now);
  const errorCount = metrics
    .getMeter('@portal/shared/server')
    .createCounter('portal.browser.errors', { description: 'Errors the portal met in browsers, by business process and severity' });
  const webVitals = webVitalHistograms();
  const routeOptions = { bodyLimit: BROWSER_REPORT_BODY_LIMIT, config: { access: 'public', readsSession: false, accessLog: false } } as const;

  /** Counted before the body is checked, so that malformed reports count too. */
  const withinLimits = async (request: FastifyRequest, address: RateLimitRule, overall: RateLimitRule): Promise<boolean> => {
    // request.ip is the client's address: the socket's, or the one a proxy trusted by
    // configuration (TRUST_PROXY) reports.
    if (!(await limiter.consume(address, addressKey(request.ip))).allowed) return false;
    return (await limiter.consume(overall, everyClient)).allowed;
  };
  const refuse = (reply: FastifyReply) => reply.code(429).send(tooManyRequests);

  app.post('/api/browser-errors', routeOptions, async (request, reply) => {
    if (!(await withinLimits(request, BROWSER_ERRORS_ADDRESS_LIMIT, BROWSER_ERRORS_OVERALL_LIMIT))) return refuse(reply);
    const report = parseInput(BrowserErrorReportSchema, request.body);
    // `type`, not `name`: the logger redacts every field called name.
    const browserError = {
      type: scrubReportText(report.name),
      message: scrubReportText(report.message),
      ...(report.stack === undefined ? {} : { stack: scrubReportText(report.stack) }),
      process: report.process,
      severity: report.severity,
    };
    request.log.warn({ browserError }, 'browser error');
    errorCount.add(1, { process: report.process, severity: report.severity });
    return reply.code(204).send();
  });

  app.post('/api/web-vitals', routeOptions, async (request, reply) => {
    if (!(await withinLimits(request, WEB_VITALS_ADDRESS_LIMIT, WEB_VITALS_OVERALL_LIMIT))) return refuse(reply);
    const batch = parseInput(WebVitalsBatchSchema, request.body);
    // The navigation type is checked but not recorded: as an attribute it would multiply the series by seven.
    for (const { name, value, rating, route } of batch) {
      webVitals[name].record(value, { name, rating, route: knownRoutePattern(route), brand: config.brand });
    }
    return reply.code(204).send();
  });
}
