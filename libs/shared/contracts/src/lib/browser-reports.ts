import * as v from 'valibot';
import { WEB_VITAL_VALUE_MAX, WEB_VITALS_BATCH_MAX } from './browser-report-limits';

/**
 * What the portal reports of itself from the browser (docs/operations.md, "Errors and speed seen
 * from the browser"): its errors to `POST /api/browser-errors`, the Core Web Vitals of real visits
 * to `POST /api/web-vitals`. Neither carries personal data: the portal scrubs an error's texts
 * before sending and names a page by its route pattern; the API scrubs and reduces them again.
 */

export const errorSeverities = ['error', 'critical'] as const;
export type BrowserErrorSeverity = (typeof errorSeverities)[number];

/** A business process's tag ('booking', 'mfa-pin-send'): a metric's attribute, so a word of a few. */
const ProcessTagSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,63}$/));

/** One error the portal met (the portal's BeaconPayload): exactly these fields. */
export const BrowserErrorReportSchema = v.strictObject({
  name: v.pipe(v.string(), v.maxLength(200)),
  message: v.pipe(v.string(), v.maxLength(1000)),
  stack: v.optional(v.pipe(v.string(), v.maxLength(4000))),
  process: ProcessTagSchema,
  severity: v.picklist(errorSeverities),
});
export type BrowserErrorReport = v.InferOutput<typeof BrowserErrorReportSchema>;

export const webVitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

export const webVitalRatings = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof webVitalRatings)[number];

/** How the page was reached, as the `web-vitals` library names it. */
export const navigationTypes = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation'] as const;
export type NavigationType = (typeof navigationTypes)[number];


/**
 * A route pattern ('/fi/ajanvaraukset/:ids', '/fi/vapaat-ajat/:listId?'), never an address with
 * its query or hash: segments without whitespace, `?` only ending an optional parameter. Its
 * segments are checked again against the portal's routes (knownRoutePattern).
 */
const RouteSchema = v.pipe(v.string(), v.maxLength(200), v.regex(/^\/$|^(?:\/(?:[^\s/?#]+|:[A-Za-z]\w*\?))+$/));

/** One Core Web Vital of a visit: milliseconds, or for CLS a score without a unit. */
export const WebVitalSchema = v.strictObject({
  name: v.picklist(webVitalNames),
  value: v.pipe(v.number(), v.minValue(0), v.maxValue(WEB_VITAL_VALUE_MAX)),
  rating: v.picklist(webVitalRatings),
  route: RouteSchema,
  navigationType: v.optional(v.picklist(navigationTypes)),
});
export type WebVital = v.InferOutput<typeof WebVitalSchema>;

export const WebVitalsBatchSchema = v.pipe(v.array(WebVitalSchema), v.minLength(1), v.maxLength(WEB_VITALS_BATCH_MAX));
