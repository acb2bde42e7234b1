import { pagePaths } from '@portal/shared/util';
import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { accountRoutes } from './routes';

/** The builders of this domain's pages, by the names the table below uses. */
const builders = {
  expiredSession: pagePaths.signIn.expiredSession,
  login: pagePaths.signIn.login,
  myInformation: pagePaths.account.myInformation,
} as const;

// The translated paths exactly as the spec gives them.
describe('account paths', () => {
  it.each([
    ['myInformation', 'fi', "/fi/omat-tiedot"],
    ['myInformation', 'sv', "/sv/mina-uppgifter"],
    ['myInformation', 'en', "/en/my-information"],
    ['login', 'fi', "/fi/kirjaudu"],
    ['login', 'sv', "/sv/loggain"],
    ['login', 'en', "/en/login"],
    ['expiredSession', 'fi', "/fi/katkennut-istunto"],
    ['expiredSession', 'sv', "/sv/utgatt-session"],
    ['expiredSession', 'en', "/en/expired-session"],
  ] as const)('%s in %s is %s', (builder, lang, expected) => {
    expect(builders[builder](lang)).toBe(expected);
  });
});

describe('account paths with a query', () => {
  it('carries the return address and the mode', () => {
    expect(pagePaths.signIn.login('en', { nextPath: '/en/invoices', mode: 'self' })).toBe('/en/login?nextPath=%2Fen%2Finvoices&mode=self');
    expect(pagePaths.signIn.expiredSession('sv', { next: '/sv/fakturor' })).toBe('/sv/utgatt-session?next=%2Fsv%2Ffakturor');
  });
});

describe('account routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(accountRoutes, lang);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.element).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('lets only anonymous visitors sign in and keeps my information for signed-in ones', () => {
    const access = Object.fromEntries(accountRoutes.map((route) => [route.pageId, route.access ?? 'signed-in']));
    expect(access).toEqual({ 'my-information': 'signed-in', 'my-data': 'signed-in', family: 'signed-in', login: 'anonymous', 'expired-session': 'anonymous' });
  });

  it('loads a page component for every route', async () => {
    for (const route of accountRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
