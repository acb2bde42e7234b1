import { pagePaths } from '@portal/shared/util';
import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { homeRoutes } from './routes';

/** The builders of this domain's pages, by the names the table below uses. */
const builders = {
  home: pagePaths.home.front,
  transactionPath: pagePaths.home.transactionPath,
} as const;

// The translated paths exactly as the spec gives them.
describe('home paths', () => {
  it.each([
    ['home', 'fi', "/fi"],
    ['home', 'sv', "/sv"],
    ['home', 'en', "/en"],
    ['transactionPath', 'fi', "/fi/asiointipolku"],
    ['transactionPath', 'sv', "/sv/transaktionsbana"],
    ['transactionPath', 'en', "/en/transaction-path"],
  ] as const)('%s in %s is %s', (builder, lang, expected) => {
    expect(builders[builder](lang)).toBe(expected);
  });
});

describe('home routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(homeRoutes, lang);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.element).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('keeps the front page for signed-in patients and shows the transaction path to everyone without chrome', () => {
    const [home, transactionPath] = homeRoutes;
    expect(home?.access ?? 'signed-in').toBe('signed-in');
    expect(transactionPath).toMatchObject({ pageId: 'transaction-path', access: 'public', chrome: 'minimal' });
  });

  it('loads a page component for every route', async () => {
    for (const route of homeRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
