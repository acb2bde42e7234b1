import type { RouteObject } from 'react-router';
import type { SessionInput } from '@portal/shared/data-access/testing';
import { aSessionStore, aSignedInSession, anAnonymousSession, toSessionResponse } from '@portal/shared/data-access/testing';
import type { SessionResponse } from '@portal/shared/contracts';
import { createApiClient, createSessionStore } from '@portal/shared/data-access';
import { brandConfigFor } from '../config/brands';
import { pageDataPrefetches, prefetchPageData, preloadFirstPage } from './page-data';
import { buildRoutes, firstSegment, routesForSegment } from './routes';

const routes = buildRoutes(brandConfigFor({ brand: 'general', environment: 'development' }));
const api = createApiClient({ getCsrfToken: () => undefined, fetch: () => Promise.reject(new Error('no calls here')) });

async function prefetchedFor(pathname: string, session: SessionInput) {
  const home = jest.fn();
  const store = aSessionStore(session);
  prefetchPageData(routesForSegment(routes, firstSegment(pathname)), { pathname, search: '' }, Promise.resolve(), store, api, { home });
  await Promise.resolve();
  await Promise.resolve();
  return home;
}

describe('prefetchPageData', () => {
  it('knows its pages by ids the route table has', () => {
    const ids = new Set<string>();
    const collect = (objects: readonly RouteObject[]): void =>
      objects.forEach((object) => {
        const pageId = (object.handle as { pageId?: unknown } | undefined)?.pageId;
        if (typeof pageId === 'string') ids.add(pageId);
        collect(object.children ?? []);
      });
    collect(routes);
    expect(Object.keys(pageDataPrefetches).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.keys(pageDataPrefetches)).toEqual([
      'booking-private',
      'booking-insurance',
      'booking-anonymous-list-private',
      'booking-anonymous-list-insurance',
      'booking-list-private',
      'booking-list-insurance',
      'home',
      'laboratory-result',
      'imaging-result',
      'conversation',
    ]);
  });

  it("gives a page's prefetch the address's parameters, as the page reads them", async () => {
    const result = jest.fn();
    prefetchPageData(routesForSegment(routes, 'fi'), { pathname: '/fi/laboratoriotulos/2026-11-20', search: '' }, Promise.resolve(), aSessionStore(aSignedInSession()), api, {
      'laboratory-result': result,
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(result).toHaveBeenCalledWith(api, 'fi', expect.objectContaining({ isSessionValid: true }), expect.objectContaining({ date: '2026-11-20' }), '');
  });

  it("asks for the front page's data in the address's language once a signed-in session is known", async () => {
    const session = aSignedInSession({ lang: 'sv' });
    const home = await prefetchedFor('/sv', session);
    expect(home).toHaveBeenCalledTimes(1);
    expect(home).toHaveBeenCalledWith(api, 'sv', expect.objectContaining({ isSessionValid: true }), {}, '');
  });

  it('asks nothing for an anonymous visitor or one whose session ran out', async () => {
    expect(await prefetchedFor('/en', anAnonymousSession())).not.toHaveBeenCalled();
    expect(await prefetchedFor('/en', anAnonymousSession({ reason: 'expired' }))).not.toHaveBeenCalled();
  });

  it("asks for a public page's data for an anonymous visitor too", async () => {
    const list = jest.fn();
    const signedInList = jest.fn();
    const visit = (pathname: string, session: SessionInput) =>
      prefetchPageData(routesForSegment(routes, 'en'), { pathname, search: '?time=evening' }, Promise.resolve(), aSessionStore(session), api, {
        'booking-anonymous-list-private': list,
        'booking-list-private': signedInList,
      });
    visit('/en/anonymous-users/available-appointments', anAnonymousSession());
    visit('/en/available-appointments', anAnonymousSession());
    await Promise.resolve();
    await Promise.resolve();
    expect(list).toHaveBeenCalledWith(api, 'en', expect.objectContaining({ isSessionValid: false }), {}, '?time=evening');
    // The signed-in list is no page for an anonymous visitor: they are sent to sign in.
    expect(signedInList).not.toHaveBeenCalled();
  });

  it('asks nothing for a page without data asked for ahead, nor for an address outside the languages', async () => {
    expect(await prefetchedFor('/en/help', aSignedInSession())).not.toHaveBeenCalled();
    expect(await prefetchedFor('/', aSignedInSession())).not.toHaveBeenCalled();
    expect(await prefetchedFor('/xx', aSignedInSession())).not.toHaveBeenCalled();
  });
});

describe('preloadFirstPage', () => {
  /** The pages preloaded before the session answers, and after it has answered `session` (or failed). */
  async function preloadedFor(pathname: string, session: SessionInput | 'failed', search = '') {
    const preload = jest.fn();
    let answer: (response: Promise<SessionResponse>) => void = () => undefined;
    const store = createSessionStore(() => new Promise((resolve) => (answer = resolve)));
    const loaded = store.load();
    preloadFirstPage(routesForSegment(routes, firstSegment(pathname)), { pathname, search }, loaded, store, preload);
    const paths = () => preload.mock.calls.map(([, path]: [unknown, string]) => path);
    const before = paths();
    answer(session === 'failed' ? Promise.reject(new Error('The API is down')) : Promise.resolve(toSessionResponse(session)));
    await loaded;
    await Promise.resolve();
    return { before, after: paths() };
  }

  it('loads a public page at once, before the session answers', async () => {
    expect(await preloadedFor('/en/help', anAnonymousSession())).toEqual({ before: ['/en/help'], after: ['/en/help'] });
  });

  it("loads a signed-in patient's page once the session says it is shown", async () => {
    expect(await preloadedFor('/sv', aSignedInSession({ lang: 'sv' }))).toEqual({ before: [], after: ['/sv'] });
  });

  it('loads the page the visitor is sent to instead of the one asked for', async () => {
    expect((await preloadedFor('/en', anAnonymousSession())).after).toEqual(['/en/transaction-path']);
    expect((await preloadedFor('/en/appointments', anAnonymousSession(), '?x=1')).after).toEqual(['/en/login']);
    expect((await preloadedFor('/en/appointments', anAnonymousSession({ reason: 'expired' }))).after).toEqual(['/en/expired-session']);
    expect((await preloadedFor('/en/login', aSignedInSession())).after).toEqual(['/en']);
  });

  it('loads no page when the session cannot be read', async () => {
    expect(await preloadedFor('/en', 'failed')).toEqual({ before: [], after: [] });
  });
});
