import type { WebVital } from '@portal/shared/contracts';
import { WEB_VITAL_VALUE_MAX, WEB_VITALS_BATCH_MAX } from '@portal/shared/contracts';
import { matchRouteTable } from '@portal/shared/i18n';
import type { RouteObject } from 'react-router';
import type { MetricType } from 'web-vitals';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

/** The API's collector (libs/shared/server/src/lib/http/browser-reports.ts). */
export const WEB_VITALS_ENDPOINT = '/api/web-vitals';

export interface WebVitalsConfig {
  environment: 'development' | 'production';
  /**
   * Where the batches go: the API's collector by default in production. Development sends only
   * when given one, and otherwise writes each value to the console.
   */
  endpoint?: string;
  /** The router's route table, and the path the page was loaded at: the visit is named by the pattern it matched. */
  routes: readonly RouteObject[];
  pathname: string;
  /** Defaults to navigator.sendBeacon; replaceable in tests. */
  sendBeacon?: (url: string, data: Blob) => boolean;
}

/**
 * The pattern of the routes a path matches, joined from the root ('/fi' and 'ajanvaraukset/:ids'
 * make '/fi/ajanvaraukset/:ids'): never the path itself, whose segments carry record ids and
 * anonymous links' tokens.
 */
export function routePatternOf(routes: readonly RouteObject[], pathname: string): string {
  const matched = matchRouteTable(routes, pathname);
  if (!matched) return '/*';
  const segments = matched.flatMap((match) => (match.route.path ?? '').split('/')).filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}

/** What leaves the browser of a metric: its name, value, rating, the page's pattern and how the page was reached. */
function toWebVital(metric: MetricType, route: string): WebVital {
  return {
    name: metric.name,
    // Milliseconds whole, CLS to four decimals: finer says nothing more of the page.
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    route,
    navigationType: metric.navigationType,
  };
}

function defaultSendBeacon(): ((url: string, data: Blob) => boolean) | undefined {
  return typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' ? (url, data) => navigator.sendBeacon(url, data) : undefined;
}

/**
 * Measures the Core Web Vitals of this visit (LCP, INP, CLS, FCP, TTFB) with the `web-vitals`
 * library and sends them in batches with a beacon whenever the page is hidden, as the library
 * advises: a page may be closed or discarded without another chance. Each value is sent once, as
 * it stood when the page was first hidden after it was reported (a later report of the same
 * page's CLS or INP would count the visit twice); a page restored from the back-forward cache
 * reports its values anew. Every value is named by the route pattern of the page the visit was
 * loaded at, which the library's values belong to. Nothing else leaves the browser: no address,
 * no element, no id of the visit. Returns a stop function (for tests): nothing more is sent.
 */
export function startWebVitals(config: WebVitalsConfig): () => void {
  const endpoint = config.endpoint || (config.environment === 'production' ? WEB_VITALS_ENDPOINT : undefined);
  const route = routePatternOf(config.routes, config.pathname);
  let stopped = false;

  if (!endpoint) {
    const log = (metric: MetricType) => {
      if (!stopped) console.info(`[web-vitals] ${metric.name}`, toWebVital(metric, route));
    };
    for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(log);
    return () => {
      stopped = true;
    };
  }

  const queued = new Map<string, WebVital>();
  const sent = new Set<string>();
  const queue = (metric: MetricType) => {
    // A value beyond what the collector takes would have it refuse the whole batch.
    if (stopped || sent.has(metric.id) || !(metric.value >= 0 && metric.value <= WEB_VITAL_VALUE_MAX)) return;
    queued.set(metric.id, toWebVital(metric, route));
  };
  const flush = () => {
    if (document.visibilityState !== 'hidden' || queued.size === 0) return;
    const values = [...queued.values()];
    for (const id of queued.keys()) sent.add(id);
    queued.clear();
    try {
      const send = config.sendBeacon ?? defaultSendBeacon();
      for (let start = 0; send && start < values.length; start += WEB_VITALS_BATCH_MAX) {
        send(endpoint, new Blob([JSON.stringify(values.slice(start, start + WEB_VITALS_BATCH_MAX))], { type: 'application/json' }));
      }
    } catch {
      // Measuring is best effort: a failure to send must not become an error on the page.
    }
  };

  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(queue);
  // On the document, so that it runs after the library's own listeners (on the window, capturing),
  // which report the values that the page's hiding settles.
  document.addEventListener('visibilitychange', flush);
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', flush);
  };
}
