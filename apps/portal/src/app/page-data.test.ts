import type { SessionInput } from '@portal/shared/data-access/testing';
import { aSessionStore, aSignedInSession, anAnonymousSession } from '@portal/shared/data-access/testing';
import { createApiClient } from '@portal/shared/data-access';
import { brandConfigFor } from '../config/brands';
import { prefetchPageData } from './page-data';
import { buildRoutes, firstSegment, routesForSegment } from './routes';

const routes = buildRoutes(brandConfigFor({ brand: 'general', environment: 'development' }));
const api = createApiClient({ getCsrfToken: () => undefined, fetch: () => Promise.reject(new Error('no calls here')) });

async function prefetchedFor(pathname: string, session: SessionInput) {
  const home = jest.fn();
  const store = aSessionStore(session);
  prefetchPageData(routesForSegment(routes, firstSegment(pathname)), pathname, Promise.resolve(), store, api, { home });
  await Promise.resolve();
  await Promise.resolve();
  return home;
}

describe('prefetchPageData', () => {
  it("asks for the front page's data in the address's language once a signed-in session is known", async () => {
    const session = aSignedInSession({ lang: 'sv' });
    const home = await prefetchedFor('/sv', session);
    expect(home).toHaveBeenCalledTimes(1);
    expect(home).toHaveBeenCalledWith(api, 'sv', expect.objectContaining({ isSessionValid: true }));
  });

  it('asks nothing for an anonymous visitor or one whose session ran out', async () => {
    expect(await prefetchedFor('/en', anAnonymousSession())).not.toHaveBeenCalled();
    expect(await prefetchedFor('/en', anAnonymousSession({ reason: 'expired' }))).not.toHaveBeenCalled();
  });

  it('asks nothing for a page without data asked for ahead, nor for an address outside the languages', async () => {
    expect(await prefetchedFor('/en/help', aSignedInSession())).not.toHaveBeenCalled();
    expect(await prefetchedFor('/', aSignedInSession())).not.toHaveBeenCalled();
    expect(await prefetchedFor('/xx', aSignedInSession())).not.toHaveBeenCalled();
  });
});
