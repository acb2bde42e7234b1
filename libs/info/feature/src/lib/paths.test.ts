import { pagePaths } from '@portal/shared/util';
import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { infoRoutes } from './routes';

/** The builders of this domain's pages, by the names the table below uses. */
const builders = {
  accessibility: pagePaths.info.accessibility,
  help: pagePaths.info.help,
  pikkutsatti: pagePaths.info.pikkutsatti,
  terms: pagePaths.info.terms,
} as const;

// The translated paths exactly as the spec gives them.
describe('info paths', () => {
  it.each([
    ['terms', 'fi', "/fi/eula"],
    ['terms', 'sv', "/sv/eula"],
    ['terms', 'en', "/en/eula"],
    ['pikkutsatti', 'fi', "/fi/pikkutsatti"],
    ['pikkutsatti', 'sv', "/sv/pikkutsatti"],
    ['pikkutsatti', 'en', "/en/pikkutsatti"],
    ['accessibility', 'fi', '/fi/saavutettavuus'],
    ['accessibility', 'sv', '/sv/tillganglighet'],
    ['accessibility', 'en', '/en/accessibility'],
    ['help', 'fi', "/fi/ohjeita"],
    ['help', 'sv', undefined],
    ['help', 'en', undefined],
  ] as const)('%s in %s is %s', (builder, lang, expected) => {
    expect(builders[builder](lang)).toBe(expected);
  });
});

describe('info routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(infoRoutes, lang);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.element).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of infoRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
