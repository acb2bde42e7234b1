import type { Lang } from '@portal/shared/i18n';

export interface PageView {
  /** Stable page identifier, the same in every language (e.g. 'appointments'). */
  pageId: string;
  /** The location path; query string and hash are removed before pushing. */
  path: string;
  lang: Lang;
  brand: string;
}

export type TrackingParams = Readonly<Record<string, string | number | boolean | undefined>>;

/** One entry as pushed to the data layer. */
export interface TrackingEntry {
  event: string;
  [key: string]: unknown;
}

export interface Tracker {
  trackPageView(view: PageView): void;
  trackEvent(name: string, params?: TrackingParams): void;
}

export interface TrackerOptions {
  /** Defaults to window.dataLayer (created as an array when missing). */
  dataLayer?: unknown[];
}

/** Query strings and hashes can carry personal data (search terms, tokens, ids): never track them. */
export function stripQueryAndHash(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

function windowDataLayer(): unknown[] {
  const host = window as Window & { dataLayer?: unknown[] };
  host.dataLayer ??= [];
  return host.dataLayer;
}

/**
 * Tag-manager style tracking: entries are pushed to the data layer and whatever tag manager the
 * brand loads takes them from there. This module itself sends nothing over the network.
 */
export function createTracker({ dataLayer }: TrackerOptions = {}): Tracker {
  const layer = dataLayer ?? windowDataLayer();
  return {
    trackPageView({ pageId, path, lang, brand }) {
      const entry: TrackingEntry = { event: 'page_view', pageId, pagePath: stripQueryAndHash(path), lang, brand };
      layer.push(entry);
    },
    trackEvent(name, params = {}) {
      const entry: TrackingEntry = { event: name, ...params };
      // A params key called "event" must not rename the event.
      entry.event = name;
      layer.push(entry);
    },
  };
}

export interface MemoryTracker extends Tracker {
  /** Everything tracked so far, exactly as it would have been pushed. */
  readonly entries: TrackingEntry[];
  clear(): void;
}

/** For tests: records entries instead of touching window.dataLayer. */
export function createMemoryTracker(): MemoryTracker {
  const entries: TrackingEntry[] = [];
  const tracker = createTracker({ dataLayer: entries });
  return {
    ...tracker,
    entries,
    clear() {
      entries.length = 0;
    },
  };
}
