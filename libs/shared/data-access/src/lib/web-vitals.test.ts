import type { RouteObject } from 'react-router';
import type { MetricType } from 'web-vitals';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { WebVitalsConfig } from './web-vitals';
import { routePatternOf, startWebVitals, WEB_VITALS_ENDPOINT } from './web-vitals';

jest.mock('web-vitals', () => ({ onCLS: jest.fn(), onFCP: jest.fn(), onINP: jest.fn(), onLCP: jest.fn(), onTTFB: jest.fn() }));

/** Like the portal's table (apps/portal/src/app/routes.tsx): a language's tree of layouts, its pages, not-found, the fallback. */
const routes: RouteObject[] = [
  { path: '/' },
  {
    path: '/fi',
    children: [
      {
        children: [
          { index: true },
          { path: 'ajanvaraukset/:ids' },
          { path: 'varaus/:appointmentId' },
          { path: 'kirjautumattomat-kayttajat/vapaat-ajat/:listId?' },
          { path: '*' },
        ],
      },
    ],
  },
  { children: [{ path: '*' }] },
];

const listeners = { CLS: onCLS, FCP: onFCP, INP: onINP, LCP: onLCP, TTFB: onTTFB } as const;

/** A metric as the library reports it, with the address, element and id it also carries. */
function aMetric(name: MetricType['name'], values: Partial<Omit<MetricType, 'name'>> = {}): MetricType {
  return {
    name,
    value: name === 'CLS' ? 0.123456 : 1830.46,
    rating: 'good',
    delta: 0,
    id: `v6-1700000000000-${name}`,
    entries: [{ name: 'https://portal.test/fi/ajanvaraukset/123,456?hetu=010190-123A', entryType: 'navigation' } as PerformanceEntry],
    navigationType: 'navigate',
    navigationId: 1,
    navigationURL: 'https://portal.test/fi/ajanvaraukset/123,456?hetu=010190-123A',
    ...values,
  } as MetricType;
}

/** The library's callback for a metric, as the last start registered it. */
function report(metric: MetricType): void {
  const callback = jest.mocked(listeners[metric.name]).mock.calls.at(-1)?.[0] as ((metric: MetricType) => void) | undefined;
  if (!callback) throw new Error(`no callback for ${metric.name}`);
  callback(metric);
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function beaconJson(send: jest.Mock<boolean, [string, Blob]>, call = 0): Promise<unknown> {
  const blob = send.mock.calls[call]?.[1];
  if (!blob) throw new Error('no beacon sent');
  // jsdom's Blob has no text(); FileReader reads it.
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
  return JSON.parse(text) as unknown;
}

let stop: (() => void) | undefined;
function start(config: Partial<WebVitalsConfig> = {}): jest.Mock<boolean, [string, Blob]> {
  const send = jest.fn<boolean, [string, Blob]>(() => true);
  stop = startWebVitals({ environment: 'production', routes, pathname: '/fi/ajanvaraukset/123,456', sendBeacon: send, ...config });
  return send;
}

afterEach(() => {
  stop?.();
  stop = undefined;
  Reflect.deleteProperty(document, 'visibilityState');
  jest.restoreAllMocks();
  for (const on of Object.values(listeners)) jest.mocked(on).mockClear();
});

describe('startWebVitals', () => {
  it('listens to all five metrics', () => {
    start();
    for (const on of Object.values(listeners)) expect(on).toHaveBeenCalledTimes(1);
  });

  it('batches the values and sends them in one beacon to the collector when the page is hidden', async () => {
    const send = start();
    report(aMetric('TTFB', { value: 120.4 }));
    report(aMetric('FCP', { value: 900.5 }));
    report(aMetric('LCP'));
    expect(send).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(send).not.toHaveBeenCalled();

    report(aMetric('CLS', { rating: 'needs-improvement' }));
    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toBe('/api/web-vitals');
    expect(send.mock.calls[0]?.[1].type).toBe('application/json');
    const route = '/fi/ajanvaraukset/:ids';
    expect(await beaconJson(send)).toEqual([
      { name: 'TTFB', value: 120, rating: 'good', route, navigationType: 'navigate' },
      { name: 'FCP', value: 901, rating: 'good', route, navigationType: 'navigate' },
      { name: 'LCP', value: 1830, rating: 'good', route, navigationType: 'navigate' },
      { name: 'CLS', value: 0.1235, rating: 'needs-improvement', route, navigationType: 'navigate' },
    ]);
  });

  it('sends each value of a page once, and the values of a page restored from the back-forward cache anew', async () => {
    const send = start();
    report(aMetric('INP', { value: 180 }));
    setVisibility('hidden');
    setVisibility('visible');
    // Nothing new: no beacon.
    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    // The same page's INP, grown: it was sent already, and would count the visit twice.
    report(aMetric('INP', { value: 560, rating: 'poor' }));
    report(aMetric('LCP', { id: 'v6-1700000000001-LCP', value: 40, navigationType: 'back-forward-cache' }));
    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(2);
    expect(await beaconJson(send, 1)).toEqual([{ name: 'LCP', value: 40, rating: 'good', route: '/fi/ajanvaraukset/:ids', navigationType: 'back-forward-cache' }]);
  });

  it('keeps the latest value of a metric reported more than once before the page is hidden', async () => {
    const send = start();
    report(aMetric('CLS', { value: 0.05 }));
    report(aMetric('CLS', { value: 0.3, rating: 'poor' }));
    setVisibility('hidden');
    expect(await beaconJson(send)).toEqual([expect.objectContaining({ name: 'CLS', value: 0.3, rating: 'poor' })]);
  });

  it('leaves out a value the collector would refuse the batch for', async () => {
    const send = start();
    report(aMetric('TTFB', { value: 4_000_000 }));
    report(aMetric('LCP'));
    setVisibility('hidden');
    expect(await beaconJson(send)).toEqual([expect.objectContaining({ name: 'LCP' })]);
  });

  it('sends no more than the collector takes in one beacon', async () => {
    const send = start();
    for (let n = 0; n < 23; n++) report(aMetric('LCP', { id: `v6-${n}` }));
    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(2);
    expect(await beaconJson(send, 0)).toHaveLength(20);
    expect(await beaconJson(send, 1)).toHaveLength(3);
  });

  it('sends nothing of the address, the elements or the visit’s id: only the five fields, and the route’s pattern', async () => {
    const send = start({ pathname: '/fi/varaus/3kTMd9Rx1bQ7Lp2Zs8Vn4Ya6' });
    report(aMetric('LCP'));
    report(aMetric('INP', { value: 250 }));
    setVisibility('hidden');
    const body = await beaconJson(send);
    expect((body as object[]).map((value) => Object.keys(value).sort())).toEqual([
      ['name', 'navigationType', 'rating', 'route', 'value'],
      ['name', 'navigationType', 'rating', 'route', 'value'],
    ]);
    expect((body as Array<{ route: string }>).map((value) => value.route)).toEqual(['/fi/varaus/:appointmentId', '/fi/varaus/:appointmentId']);
    for (const text of ['3kTMd9Rx1bQ7Lp2Zs8Vn4Ya6', '123,456', '010190-123A', 'hetu', 'https://', 'v6-']) expect(JSON.stringify(body)).not.toContain(text);
  });

  it('sends in production to the collector unless told another address', () => {
    const send = start({ sendBeacon: undefined, endpoint: undefined });
    expect(send).not.toHaveBeenCalled();
    const beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    try {
      report(aMetric('LCP'));
      setVisibility('hidden');
      expect(beacon).toHaveBeenCalledWith(WEB_VITALS_ENDPOINT, expect.any(Blob));
    } finally {
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });

  it('sends nothing in development, writing each value to the console instead', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const send = start({ environment: 'development' });
    report(aMetric('LCP'));
    setVisibility('hidden');
    expect(send).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('[web-vitals] LCP', { name: 'LCP', value: 1830, rating: 'good', route: '/fi/ajanvaraukset/:ids', navigationType: 'navigate' });
  });

  it('sends in development too when given an address', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const send = start({ environment: 'development', endpoint: '/api/web-vitals' });
    report(aMetric('LCP'));
    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);
    expect(await beaconJson(send)).toEqual([expect.objectContaining({ name: 'LCP' })]);
    expect(info).not.toHaveBeenCalled();
  });

  it('never throws: neither when the browser has no sendBeacon, nor when sending does', () => {
    expect(typeof navigator.sendBeacon).toBe('undefined');
    start({ sendBeacon: undefined });
    report(aMetric('LCP'));
    expect(() => setVisibility('hidden')).not.toThrow();
    stop?.();

    const failing = jest.fn<boolean, [string, Blob]>(() => {
      throw new Error('quota');
    });
    start({ sendBeacon: failing });
    report(aMetric('LCP', { id: 'v6-other' }));
    expect(() => setVisibility('hidden')).not.toThrow();
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('sends nothing once stopped', () => {
    const send = start();
    report(aMetric('LCP'));
    stop?.();
    setVisibility('hidden');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('routePatternOf', () => {
  it.each([
    ['/fi', '/fi'],
    ['/fi/', '/fi'],
    ['/fi/ajanvaraukset/123,456', '/fi/ajanvaraukset/:ids'],
    ['/fi/kirjautumattomat-kayttajat/vapaat-ajat', '/fi/kirjautumattomat-kayttajat/vapaat-ajat/:listId?'],
    ['/fi/kirjautumattomat-kayttajat/vapaat-ajat/42', '/fi/kirjautumattomat-kayttajat/vapaat-ajat/:listId?'],
    ['/fi/maija.meikalainen@example.fi', '/fi/*'],
    ['/de/010190-123A', '/*'],
    ['/', '/'],
  ])('names %p by %p', (pathname, pattern) => {
    expect(routePatternOf(routes, pathname)).toBe(pattern);
  });
});
