import { createMemoryTracker, createTracker, stripQueryAndHash } from './tracking';

type WithDataLayer = Window & { dataLayer?: unknown[] };

afterEach(() => {
  delete (window as WithDataLayer).dataLayer;
});

describe('createTracker', () => {
  it('pushes a page view with the path stripped of query and hash', () => {
    const dataLayer: unknown[] = [];
    createTracker({ dataLayer }).trackPageView({
      pageId: 'visits',
      path: '/en/visits?search=Maija#details',
      lang: 'en',
      brand: 'general',
    });
    expect(dataLayer).toEqual([{ event: 'page_view', pageId: 'visits', pagePath: '/en/visits', lang: 'en', brand: 'general' }]);
  });

  it('pushes events with their params; a param cannot rename the event', () => {
    const dataLayer: unknown[] = [];
    const tracker = createTracker({ dataLayer });
    tracker.trackEvent('booking_confirmed', { step: 3, remote: true });
    tracker.trackEvent('menu_open');
    tracker.trackEvent('x', { event: 'page_view' });
    expect(dataLayer).toEqual([
      { event: 'booking_confirmed', step: 3, remote: true },
      { event: 'menu_open' },
      { event: 'x' },
    ]);
  });

  it('creates window.dataLayer when missing', () => {
    expect((window as WithDataLayer).dataLayer).toBeUndefined();
    createTracker().trackEvent('e');
    expect((window as WithDataLayer).dataLayer).toEqual([{ event: 'e' }]);
  });

  it('pushes to an existing window.dataLayer (a tag manager may already watch it)', () => {
    const existing: unknown[] = [{ event: 'gtm.js' }];
    (window as WithDataLayer).dataLayer = existing;
    createTracker().trackEvent('e');
    expect((window as WithDataLayer).dataLayer).toBe(existing);
    expect(existing).toEqual([{ event: 'gtm.js' }, { event: 'e' }]);
  });
});

describe('stripQueryAndHash', () => {
  it.each([
    ['/fi/ajanvaraus?clinic=1', '/fi/ajanvaraus'],
    ['/fi/ajanvaraus#top', '/fi/ajanvaraus'],
    ['/a#b?c', '/a'],
    ['/a', '/a'],
    ['?only=query', ''],
  ])('%p → %p', (input, expected) => {
    expect(stripQueryAndHash(input)).toBe(expected);
  });
});

describe('createMemoryTracker', () => {
  it('records entries without touching window.dataLayer, and can be cleared', () => {
    const tracker = createMemoryTracker();
    tracker.trackPageView({ pageId: 'home', path: '/?x=1', lang: 'fi', brand: 'general' });
    tracker.trackEvent('click', { target: 'logo' });
    expect(tracker.entries).toEqual([
      { event: 'page_view', pageId: 'home', pagePath: '/', lang: 'fi', brand: 'general' },
      { event: 'click', target: 'logo' },
    ]);
    expect((window as WithDataLayer).dataLayer).toBeUndefined();
    tracker.clear();
    expect(tracker.entries).toEqual([]);
  });
});
